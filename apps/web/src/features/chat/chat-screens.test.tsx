import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { saveConversation } from './chat-store.ts'
import { agentMessage, DownSocket, useChatSocket } from './chat-test-support.ts'

describe('chat screens', { timeout: 20_000 }, () => {
  useChatSocket(DownSocket, '7')

  it('/chat_box shows the stored conversation before the network answers, then sends a message', async () => {
    await saveConversation('7', '900001', [
      {
        clientId: 'in-1',
        msgId: '1',
        mine: false,
        kind: 'text',
        content: 'Stored hello',
        sendTime: 1_732_000_001,
        status: 'sent',
      },
    ])
    let answerHistory: (value: Response) => void = () => {}
    const fetch = fakeServer({
      send: ({ params }) => ok({ tm: 1_732_000_100, msg_id: 50, content: params.get('content') }),
      read: ok(),
    })
    const base = fetch.getMockImplementation()
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('chat_msg_list')
        ? new Promise<Response>((resolve) => {
            answerHistory = resolve
          })
        : (base as NonNullable<typeof base>)(input, init),
    )
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    expect(await screen.findByText('Stored hello')).toBeTruthy()
    await waitFor(() => expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(1))
    answerHistory(
      new Response(JSON.stringify(ok([agentMessage(1, 'Stored hello'), agentMessage(2, 'From server')]))),
    )
    expect(await screen.findByText('From server')).toBeTruthy()
    expect(screen.getAllByText('Stored hello')).toHaveLength(1)

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'My deposit is pending' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('My deposit is pending')).toBeTruthy()
    await waitFor(() => expect(fetch.to('send').map((r) => r.body)).toHaveLength(1))
    expect(fetch.to('send').map((r) => r.body)[0]).toContain('receiver=900001')
    expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('')
  })

  it('/chat_box refuses x.png.exe with a message and uploads nothing', async () => {
    const fetch = fakeServer({ chat_msg_list: ok([]), read: ok() })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    fireEvent.change(attach, { target: { files: [new File(['MZ'], 'x.png.exe')] } })
    expect(
      await screen.findByText('x.png.exe: only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent'),
    ).toBeTruthy()
    expect(fetch.to('upload').map((r) => r.body)).toHaveLength(0)
  })

  it('/chat_box refuses a renamed program and a png declared as one, by content and type, and uploads nothing', async () => {
    const fetch = fakeServer({ chat_msg_list: ok([]), read: ok() })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    fireEvent.change(attach, {
      target: { files: [new File(['MZ\x90\0'], 'photo.png', { type: 'image/png' })] },
    })
    expect(await screen.findByText('photo.png was not sent: it is not really a png file')).toBeTruthy()
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
    const declared = new File([png], 'scan.png', { type: 'application/x-msdownload' })
    fireEvent.change(attach, { target: { files: [declared] } })
    expect(await screen.findByText('scan.png was not sent: it is not really a png file')).toBeTruthy()
    expect(fetch.to('upload').map((r) => r.body)).toHaveLength(0)
  })

  it('/chat lists conversations with unread counts and the contacts', async () => {
    fakeServer({
      list: ok([{ ...agentMessage(3, 'Any update?'), count: 2 }]),
      admin_user: ok([{ id: 900001, icon: '', nick_name: 'Demo' }]),
    })
    renderApp('/chat', { token: 't' })
    expect(await screen.findByText('Any update?')).toBeTruthy()
    expect(screen.getByText('2 unread')).toBeTruthy()
    // send_time is Unix seconds; shown in India time like every server time (useTimeFormat).
    expect(screen.getByText('19 Nov 2024, 12:36 pm')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: /Contacts/ }))
    expect(screen.getByRole('link', { name: 'Chat with Demo' }).getAttribute('href')).toBe(
      '#/chat_box?id=900001&name=Demo',
    )
  })
})
