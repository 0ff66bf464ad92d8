import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ChatEntry, chatMachine, MAX_UPLOAD_ATTEMPTS } from './chat.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['loadMessages', 'saveMessages', 'sendMessage', 'uploadFile']

async function ready(options: { online?: boolean; stored?: ChatEntry[] } = {}) {
  const harness = startMachine(chatMachine, ACTORS, { peer: 'agent-1', online: options.online })
  harness.controlled.resolve('loadMessages', options.stored ?? [])
  await flush()
  return harness
}

describe('chat machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ignores a send with empty or blank text', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'send' })
    actor.send({ type: 'change', text: '   ' })
    actor.send({ type: 'send' })
    expect(callsOf('sendMessage')).toHaveLength(0)
    expect(actor.getSnapshot().context.messages).toEqual([])
  })

  it('sends, marks the message sent with the server id, and persists each change through the store', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: ' hello ' })
    actor.send({ type: 'send' })
    expect(callsOf('sendMessage')[0]?.input).toMatchObject({ peer: 'agent-1', content: 'hello' })
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 1700000000 })
    await flush()
    const [message] = actor.getSnapshot().context.messages
    expect(message).toMatchObject({ content: 'hello', msgId: 'm1', status: 'sent', mine: true })
    const saves = callsOf('saveMessages').map((c) => (c.input as { messages: ChatEntry[] }).messages)
    expect(saves).toHaveLength(2)
    expect(saves[1]?.[0]?.status).toBe('sent')
  })

  it('marks own messages seen up to a read receipt, and from a history that says so', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'change', text: 'first' })
    actor.send({ type: 'send' })
    controlled.resolve('sendMessage', { msgId: '40', sendTime: 1 })
    await flush()
    actor.send({
      type: 'received',
      message: { msgId: '41', mine: false, kind: 'text', content: 'reply', sendTime: 2 },
    })
    actor.send({
      type: 'received',
      message: { msgId: '42', mine: true, kind: 'text', content: 'again', sendTime: 3 },
    })
    actor.send({ type: 'seenUpTo', msgId: '41' })
    const seen = () => actor.getSnapshot().context.messages.map((m) => [m.msgId, m.seen === true])
    expect(seen()).toEqual([
      ['40', true],
      ['41', false],
      ['42', false],
    ])
    actor.send({
      type: 'received',
      message: { msgId: '42', mine: true, kind: 'text', content: 'again', sendTime: 3, seen: true },
    })
    expect(seen()).toEqual([
      ['40', true],
      ['41', false],
      ['42', true],
    ])
    expect(actor.getSnapshot().context.messages).toHaveLength(3)
  })

  it('ignores a send while one is in flight and keeps the typed text', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'change', text: 'one' })
    actor.send({ type: 'send' })
    actor.send({ type: 'change', text: 'two' })
    actor.send({ type: 'send' })
    expect(callsOf('sendMessage')).toHaveLength(1)
    expect(actor.getSnapshot().context.text).toBe('two')
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
  })

  it('queues while offline and sends each queued message once when back', async () => {
    const { actor, controlled, callsOf } = await ready({ online: false })
    actor.send({ type: 'change', text: 'a' })
    actor.send({ type: 'send' })
    actor.send({ type: 'change', text: 'b' })
    actor.send({ type: 'send' })
    expect(callsOf('sendMessage')).toHaveLength(0)
    expect(actor.getSnapshot().context.outbox).toHaveLength(2)
    actor.send({ type: 'online' })
    actor.send({ type: 'online' })
    expect(callsOf('sendMessage')).toHaveLength(1)
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 1 })
    await flush()
    controlled.resolve('sendMessage', { msgId: 'm2', sendTime: 2 })
    await flush()
    await vi.advanceTimersByTimeAsync(10_000)
    const sent = callsOf('sendMessage').map((c) => (c.input as { content: string }).content)
    expect(sent).toEqual(['a', 'b'])
    expect(new Set(callsOf('sendMessage').map((c) => (c.input as { clientId: string }).clientId)).size).toBe(
      2,
    )
    expect(actor.getSnapshot().context.outbox).toEqual([])
  })

  it('after an outage the same message (same client id) is retried after the delay', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: 'hi' })
    actor.send({ type: 'send' })
    controlled.reject('sendMessage', failures.timeout)
    await flush()
    expect(callsOf('sendMessage')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3000)
    const ids = callsOf('sendMessage').map((c) => (c.input as { clientId: string }).clientId)
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
  })

  it('every retry of a message carries the Idempotency-Key made when it was queued; each message has its own', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: 'hi' })
    actor.send({ type: 'send' })
    // The answer is lost twice (the server may have stored it): both retries carry the first key.
    controlled.reject('sendMessage', failures.timeout)
    await flush()
    await vi.advanceTimersByTimeAsync(3000)
    controlled.reject('sendMessage', failures.network)
    await flush()
    await vi.advanceTimersByTimeAsync(3000)
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 1 })
    await flush()
    // The same text again is another message.
    actor.send({ type: 'change', text: 'hi' })
    actor.send({ type: 'send' })
    controlled.resolve('sendMessage', { msgId: 'm2', sendTime: 2 })
    await flush()
    const keys = callsOf('sendMessage').map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)
    expect(keys).toHaveLength(4)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]])
    expect(keys[3]).not.toBe(keys[0])
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/)
    // The key is kept with the queued message, so a send retried after a restart reuses it too.
    const stored = actor.getSnapshot().context.messages.map((m) => m.clientId)
    expect(stored).toEqual([keys[0], keys[3]])
  })

  it('messages stored as queued are sent after a restart', async () => {
    const stored: ChatEntry = {
      clientId: 'c1',
      msgId: null,
      mine: true,
      kind: 'text',
      content: 'left over',
      sendTime: null,
      status: 'queued',
    }
    const { callsOf } = await ready({ stored: [stored] })
    expect(callsOf('sendMessage')[0]?.input).toMatchObject({
      clientId: 'c1',
      content: 'left over',
      idempotencyKey: 'c1',
    })
  })

  it('a refused message is marked failed with a toast; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'change', text: 'one' })
    actor.send({ type: 'send' })
    controlled.reject('sendMessage', failures.rejected('Too long'))
    await flush()
    expect(actor.getSnapshot().context.messages[0]?.status).toBe('failed')
    actor.send({ type: 'change', text: 'two' })
    actor.send({ type: 'send' })
    controlled.reject('sendMessage', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Too long' }, { type: 'sessionInvalid' }])
  })

  it('a failed write to the store does not end the chat', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: 'hi' })
    actor.send({ type: 'send' })
    const save = callsOf('saveMessages')[0]
    controlled.reject(save?.id ?? '', new Error('idb down'))
    await flush()
    expect(actor.getSnapshot().status).toBe('active')
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 1 })
    await flush()
    expect(actor.getSnapshot().context.messages[0]?.status).toBe('sent')
  })

  it('keeps one entry per incoming msg_id', async () => {
    const { actor } = await ready()
    const message = { msgId: 'r1', mine: false, kind: 'text' as const, content: 'Hello', sendTime: 5 }
    actor.send({ type: 'received', message })
    actor.send({ type: 'received', message })
    expect(actor.getSnapshot().context.messages).toEqual([{ ...message, clientId: 'in-r1', status: 'sent' }])
  })

  it('keeps an automatic reply’s facts with the message, and stores them', async () => {
    const { actor, callsOf } = await ready()
    const auto = {
      topic: 'withdrawal',
      state: 'pending',
      link: '/hist?tab=withdraw',
      amount: 100_000,
      at: 'x',
    }
    const message = { msgId: 'r2', mine: false, kind: 'text' as const, content: 'Pending', sendTime: 6, auto }
    actor.send({ type: 'received', message })
    expect(actor.getSnapshot().context.messages[0]?.auto).toEqual(auto)
    await flush()
    expect(callsOf('saveMessages').at(-1)?.input).toMatchObject({ messages: [{ msgId: 'r2', auto }] })
  })

  it('does not send a message over the length limit, and keeps it in the field', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'change', text: 'x'.repeat(2001) })
    actor.send({ type: 'send' })
    expect(callsOf('sendMessage')).toHaveLength(0)
    expect(actor.getSnapshot().context.text).toHaveLength(2001)
  })

  it('a sent message that a history fetch brought in while the send was in flight is kept once', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'change', text: 'hello' })
    actor.send({ type: 'send' })
    // The server stored it and a catch-up history returns it before the send is answered.
    actor.send({
      type: 'received',
      message: { msgId: 'm1', mine: true, kind: 'text', content: 'hello', sendTime: 7 },
    })
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 7 })
    await flush()
    const messages = actor.getSnapshot().context.messages
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ msgId: 'm1', content: 'hello', status: 'sent', mine: true })
    expect(messages[0]?.clientId).not.toBe('in-m1')
    // And the same message once more from the socket or another fetch changes nothing.
    actor.send({
      type: 'received',
      message: { msgId: 'm1', mine: true, kind: 'text', content: 'hello', sendTime: 7 },
    })
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
  })

  it('my message in a history fetched before its send is answered is merged into the typed one, not shown twice', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: 'hello' })
    actor.send({ type: 'send' })
    const typed = actor.getSnapshot().context.messages[0]
    // The server stored it; the catch-up history has it before the send's answer.
    actor.send({
      type: 'received',
      message: { msgId: 'm1', mine: true, kind: 'text', content: 'hello', sendTime: 7 },
    })
    const merged = actor.getSnapshot().context.messages
    expect(merged).toEqual([{ ...typed, msgId: 'm1', sendTime: 7, status: 'sent' }])
    // The send is still in flight; its answer adds no copy.
    expect(callsOf('sendMessage')).toHaveLength(1)
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 7 })
    await flush()
    expect(actor.getSnapshot().context.messages).toEqual(merged)
    expect(actor.getSnapshot().context.outbox).toEqual([])
    const saved = callsOf('saveMessages').map((c) => (c.input as { messages: ChatEntry[] }).messages)
    expect(saved.at(-1)).toEqual(merged)
  })

  it('a message whose answer was lost is merged with its history copy, and the retry (same key) adds no copy', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', text: 'hello' })
    actor.send({ type: 'send' })
    controlled.reject('sendMessage', failures.timeout)
    await flush()
    actor.send({
      type: 'received',
      message: { msgId: 'm1', mine: true, kind: 'text', content: 'hello', sendTime: 7 },
    })
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3000)
    const keys = callsOf('sendMessage').map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)
    expect(keys).toEqual([keys[0], keys[0]])
    controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 7 })
    await flush()
    expect(actor.getSnapshot().context.messages).toEqual([
      expect.objectContaining({ clientId: keys[0], msgId: 'm1', content: 'hello', status: 'sent' }),
    ])
  })

  it('merges only my own message with the same text, and only into the message being sent', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'change', text: 'hello' })
    actor.send({ type: 'send' })
    // The agent's "hello", and an older message of mine with other text, are other messages.
    actor.send({
      type: 'received',
      message: { msgId: 'r1', mine: false, kind: 'text', content: 'hello', sendTime: 5 },
    })
    actor.send({
      type: 'received',
      message: { msgId: 'm0', mine: true, kind: 'text', content: 'hi', sendTime: 4 },
    })
    expect(actor.getSnapshot().context.messages.map((m) => [m.content, m.msgId])).toEqual([
      ['hello', null],
      ['hello', 'r1'],
      ['hi', 'm0'],
    ])
    controlled.resolve('sendMessage', { msgId: 'm2', sendTime: 8 })
    await flush()
    // Once answered, my "hello" again from the history is that message: nothing is added.
    actor.send({
      type: 'received',
      message: { msgId: 'm2', mine: true, kind: 'text', content: 'hello', sendTime: 8 },
    })
    expect(actor.getSnapshot().context.messages.map((m) => m.msgId)).toEqual(['m2', 'r1', 'm0'])
  })

  it('a merged copy that the send answer shows was another message of mine is kept as that message', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'change', text: 'ok' })
    actor.send({ type: 'send' })
    // An "ok" sent from elsewhere arrives first and is taken for this one.
    actor.send({
      type: 'received',
      message: { msgId: 'm1', mine: true, kind: 'text', content: 'ok', sendTime: 3 },
    })
    controlled.resolve('sendMessage', { msgId: 'm2', sendTime: 4 })
    await flush()
    const messages = actor.getSnapshot().context.messages
    expect(messages.map((m) => [m.msgId, m.sendTime, m.content, m.status])).toEqual([
      ['m2', 4, 'ok', 'sent'],
      ['m1', 3, 'ok', 'sent'],
    ])
    expect(new Set(messages.map((m) => m.clientId)).size).toBe(2)
  })

  it('an uploaded file that a history fetch brought in during the upload is kept once', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'upload', file: { name: 'photo.png' } })
    actor.send({
      type: 'received',
      message: { msgId: 'u1', mine: true, kind: 'img', content: 'photo.png', url: '/files/u1', sendTime: 9 },
    })
    controlled.resolve('uploadFile', { msgId: 'u1', sendTime: 9, url: '/files/u1' })
    await flush()
    const messages = actor.getSnapshot().context.messages
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ msgId: 'u1', kind: 'img', url: '/files/u1' })
  })

  it('uploads only allowed files, one at a time, and marks images by extension', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'upload', file: { name: 'setup.exe' } })
    expect(emitted).toEqual([{ type: 'uploadRejected', name: 'setup.exe' }])
    actor.send({ type: 'upload', file: { name: 'photo.JPG' } })
    actor.send({ type: 'upload', file: { name: 'doc.pdf' } })
    expect(callsOf('uploadFile')).toHaveLength(1)
    controlled.resolve('uploadFile', { msgId: 'u1', sendTime: 9, url: '/files/u1' })
    await flush()
    expect(actor.getSnapshot().context.messages[0]).toMatchObject({
      kind: 'img',
      url: '/files/u1',
      msgId: 'u1',
    })
    actor.send({ type: 'upload', file: { name: 'doc.pdf' } })
    controlled.reject('uploadFile', failures.rejected('The file type does not match its name'))
    await flush()
    expect(emitted.at(-1)).toEqual({ type: 'toast', message: 'The file type does not match its name' })
    // Each upload carries its own Idempotency-Key.
    const keys = callsOf('uploadFile').map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).not.toBe(keys[0])
  })

  describe('an upload whose outcome is unknown', () => {
    const upload = (callsOf: (src: string) => { input: unknown }[]) =>
      callsOf('uploadFile').map((c) => c.input as { idempotencyKey: string; clientId: string; file: unknown })
    const unknownOutcomes = [failures.timeout, failures.network, failures.decode] as const

    it('is retried after the delay with the same file under the same key, and shown once when answered', async () => {
      const { actor, controlled, callsOf, emitted } = await ready()
      const file = { name: 'slip.png' }
      actor.send({ type: 'upload', file })
      // Shown at once, as being sent.
      expect(actor.getSnapshot().context.messages).toMatchObject([
        { mine: true, kind: 'img', content: 'slip.png', msgId: null, status: 'queued' },
      ])
      // Time-out, then a dropped connection: the server may have stored it each time.
      controlled.reject('uploadFile', failures.timeout)
      await flush()
      expect(actor.getSnapshot().context.messages[0]?.status).toBe('queued')
      await vi.advanceTimersByTimeAsync(3000)
      controlled.reject('uploadFile', failures.network)
      await flush()
      await vi.advanceTimersByTimeAsync(3000)
      controlled.resolve('uploadFile', { msgId: 'u1', sendTime: 9, url: '/files/u1' })
      await flush()
      const calls = upload(callsOf)
      expect(calls).toHaveLength(3)
      expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(calls.map((c) => c.idempotencyKey)).toEqual([
        calls[0]?.idempotencyKey,
        calls[0]?.idempotencyKey,
        calls[0]?.idempotencyKey,
      ])
      expect(calls.every((c) => c.file === file)).toBe(true)
      expect(actor.getSnapshot().context.messages).toMatchObject([
        { msgId: 'u1', url: '/files/u1', sendTime: 9, status: 'sent', kind: 'img' },
      ])
      expect(actor.getSnapshot().context.upload).toBeNull()
      expect(emitted).toEqual([])
      // The next file has a key of its own.
      actor.send({ type: 'upload', file: { name: 'next.pdf' } })
      expect(upload(callsOf).at(-1)?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey)
    })

    it(`after ${MAX_UPLOAD_ATTEMPTS} attempts it is marked unconfirmed and waits; Retry sends it again under the same key`, async () => {
      const { actor, controlled, callsOf } = await ready()
      actor.send({ type: 'upload', file: { name: 'statement.pdf' } })
      for (const [attempt, failure] of unknownOutcomes.entries()) {
        controlled.reject('uploadFile', failure)
        await flush()
        if (attempt < MAX_UPLOAD_ATTEMPTS - 1) await vi.advanceTimersByTimeAsync(3000)
      }
      expect(actor.getSnapshot().context.messages[0]).toMatchObject({ kind: 'file', status: 'unconfirmed' })
      expect(actor.getSnapshot().matches({ ready: { upload: 'unconfirmed' } })).toBe(true)
      // No more automatic attempts, and another file waits until this one is settled.
      await vi.advanceTimersByTimeAsync(60_000)
      actor.send({ type: 'upload', file: { name: 'other.png' } })
      expect(upload(callsOf)).toHaveLength(MAX_UPLOAD_ATTEMPTS)
      actor.send({ type: 'retryUpload' })
      expect(actor.getSnapshot().context.messages[0]?.status).toBe('queued')
      controlled.resolve('uploadFile', { msgId: 'u7', sendTime: 9, url: '/files/u7' })
      await flush()
      const keys = new Set(upload(callsOf).map((c) => c.idempotencyKey))
      expect(upload(callsOf)).toHaveLength(MAX_UPLOAD_ATTEMPTS + 1)
      expect(keys.size).toBe(1)
      expect(actor.getSnapshot().context.messages).toMatchObject([{ msgId: 'u7', status: 'sent' }])
      expect(actor.getSnapshot().matches({ ready: { upload: 'idle' } })).toBe(true)
    })

    it('waits for the network instead of spending an attempt while offline', async () => {
      const { actor, controlled, callsOf } = await ready()
      actor.send({ type: 'upload', file: { name: 'slip.jpg' } })
      actor.send({ type: 'offline' })
      controlled.reject('uploadFile', failures.network)
      await flush()
      await vi.advanceTimersByTimeAsync(30_000)
      expect(upload(callsOf)).toHaveLength(1)
      actor.send({ type: 'online' })
      expect(upload(callsOf)).toHaveLength(2)
      expect(upload(callsOf)[1]?.idempotencyKey).toBe(upload(callsOf)[0]?.idempotencyKey)
    })

    it('a history that holds the file settles it: shown once, as sent, and not sent again', async () => {
      const { actor, controlled, callsOf } = await ready()
      actor.send({ type: 'upload', file: { name: 'statement.pdf' } })
      for (const [attempt, failure] of unknownOutcomes.entries()) {
        controlled.reject('uploadFile', failure)
        await flush()
        if (attempt < MAX_UPLOAD_ATTEMPTS - 1) await vi.advanceTimersByTimeAsync(3000)
      }
      // Another file of mine with another name is not it.
      const other = {
        msgId: 'u1',
        mine: true,
        kind: 'file' as const,
        content: 'old.pdf',
        url: '/f/1',
        sendTime: 3,
      }
      actor.send({ type: 'received', message: other })
      expect(actor.getSnapshot().context.messages[0]?.status).toBe('unconfirmed')
      actor.send({
        type: 'received',
        message: { ...other, msgId: 'u2', content: 'statement.pdf', url: '/f/2', sendTime: 4 },
      })
      const messages = actor.getSnapshot().context.messages
      expect(messages).toHaveLength(2)
      expect(messages[0]).toMatchObject({
        msgId: 'u2',
        url: '/f/2',
        status: 'sent',
        content: 'statement.pdf',
      })
      expect(actor.getSnapshot().matches({ ready: { upload: 'idle' } })).toBe(true)
      expect(actor.getSnapshot().context.upload).toBeNull()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(upload(callsOf)).toHaveLength(MAX_UPLOAD_ATTEMPTS)
    })

    it('a refused upload is marked not sent with the reason and is not retried', async () => {
      const { actor, controlled, callsOf, emitted } = await ready()
      actor.send({ type: 'upload', file: { name: 'big.mp4' } })
      controlled.reject('uploadFile', failures.timeout)
      await flush()
      await vi.advanceTimersByTimeAsync(3000)
      controlled.reject('uploadFile', failures.rejected('The file is larger than 5 MB'))
      await flush()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(upload(callsOf)).toHaveLength(2)
      expect(actor.getSnapshot().context.messages[0]?.status).toBe('failed')
      expect(emitted).toEqual([{ type: 'toast', message: 'The file is larger than 5 MB' }])
    })

    it('is not written to the store before the server has it (its bytes cannot outlive the page)', async () => {
      const { actor, controlled, callsOf } = await ready()
      actor.send({ type: 'change', text: 'see attached' })
      actor.send({ type: 'send' })
      actor.send({ type: 'upload', file: { name: 'slip.png' } })
      controlled.resolve('sendMessage', { msgId: 'm1', sendTime: 1 })
      await flush()
      const saved = (call: { input: unknown }) =>
        (call.input as { messages: ChatEntry[] }).messages.map((m) => m.content)
      expect(callsOf('saveMessages').map(saved).at(-1)).toEqual(['see attached'])
      controlled.resolve('uploadFile', { msgId: 'u1', sendTime: 2, url: '/files/u1' })
      await flush()
      expect(callsOf('saveMessages').map(saved).at(-1)).toEqual(['see attached', 'slip.png'])
    })
  })

  it('a stored file message is never queued as text after a restart', async () => {
    const stored: ChatEntry = {
      clientId: 'k1',
      msgId: null,
      mine: true,
      kind: 'img',
      content: 'slip.png',
      sendTime: null,
      status: 'queued',
    }
    const { callsOf } = await ready({ stored: [stored] })
    expect(callsOf('sendMessage')).toHaveLength(0)
  })
})
