// The wallet and bank machines of @mandi/state-machines. Its src/index.ts does not export them yet
// (`export {}` at the time of writing), so they are reached by path here, in this one file; once the
// package exports them, this becomes `export { … } from '@mandi/state-machines'` and nothing else changes.
export { bankBindMachine } from '../../../../../packages/state-machines/src/bank-bind.machine.ts'
export { bankUpdateMachine } from '../../../../../packages/state-machines/src/bank-update.machine.ts'
export { depositMachine } from '../../../../../packages/state-machines/src/deposit.machine.ts'
export { withdrawalMachine } from '../../../../../packages/state-machines/src/withdrawal.machine.ts'
