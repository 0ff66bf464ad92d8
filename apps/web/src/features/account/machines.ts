// The account machines of @mandi/state-machines. Its src/index.ts does not export them yet (`export {}`
// at the time of writing), so they are reached by path here, in this one file; once the package exports
// them, this becomes `export { … } from '@mandi/state-machines'` and nothing else changes.
export { passwordChangeMachine } from '../../../../../packages/state-machines/src/password-change.machine.ts'
export { verificationMachine } from '../../../../../packages/state-machines/src/verification.machine.ts'
