import { act, screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { renderRoutes, type setupUser } from '../../test/render';
import { sendJson, setupTestApi } from '../../test/test-api';
import { ChatWidget } from './ChatWidget';
import { CONNECTION_TROUBLE, GREETING } from './chat-messages';

type ChatHandler = (
  body: { message: string; conversationHistory: unknown[]; conversationId?: string },
  res: ServerResponse,
) => void;

const CONVERSATION = '5f0c7a3e-8a51-4a8e-9d2a-0d6a1c1b2e3f';

// The shared test API; each test says how /api/chat answers.
const api = setupTestApi();
let answer: ChatHandler;
beforeEach(() => {
  // like the real assistant: the conversation so far plus this exchange
  answer = (body, res) => {
    const known = !body.message.includes('unknown');
    const reply = known ? `You said: ${body.message}` : "I don't know that.";
    sendJson(res, 200, {
      message: reply,
      conversationHistory: [
        ...body.conversationHistory,
        { role: 'user', content: body.message },
        { role: 'assistant', content: reply },
      ],
      conversationId: CONVERSATION,
      answered: known,
      sources: [],
    });
  };
  // answered (or kept to answer later) by `answer`
  api.handler = (req, res) => {
    if (req.method === 'POST' && req.path === '/api/chat/handover') {
      const { email } = JSON.parse(req.body) as { email: string };
      if (email === 'twice@example.com') sendJson(res, 409, { statusCode: 409, message: 'Already sent.' });
      else sendJson(res, 200, { message: 'Sent. The owner will reply to you by e-mail.' });
      return true;
    }
    if (req.method !== 'POST' || req.path !== '/api/chat') return;
    answer(JSON.parse(req.body), res);
    return true;
  };
});

const chatCalls = () =>
  api.calls('/api/chat').map((r) => JSON.parse(r.body) as { message: string; conversationHistory: unknown[] });

// The widget beside the pages, as the layout mounts it.
function renderWidget() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <ChatWidget />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/products', element: <h1>Professional Products</h1> },
        ],
      },
    ],
    '/',
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Chat with the assistant' });
const conversation = () => within(dialog()).getByRole('log', { name: 'Conversation' });
const input = () => within(dialog()).getByRole('textbox', { name: 'Message' });
const bubbles = () => within(conversation()).queryAllByRole('listitem');

async function openChat(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  return dialog();
}

describe('the chat widget', () => {
  it('opens from the round button with a greeting, and moves the keyboard into the message field', async () => {
    const { user } = renderWidget();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openChat(user);

    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveTextContent(GREETING);
    expect(bubbles()[0]).toHaveClass('chat-message--assistant');
    expect(input()).toHaveFocus();
    // the greeting is the widget's own: nothing was asked yet
    expect(chatCalls()).toHaveLength(0);
  });

  // axe (issue 27): a list given the role of log is no list and orphans its items; a header in
  // the window would be the page's second banner
  it('keeps the messages in a list inside the log, and its header is no banner', async () => {
    const { user } = renderWidget();
    await openChat(user);
    expect(within(conversation()).getByRole('list')).toContainElement(bubbles()[0]);
    expect(within(dialog()).queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends with Enter, shows the question and the answer, and sends only role and content', async () => {
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'What do you sell?{Enter}');

    expect(await within(conversation()).findByText('You said: What do you sell?')).toBeInTheDocument();
    const [, question, reply] = bubbles();
    expect(question).toHaveClass('chat-message--user');
    expect(question).toHaveTextContent('What do you sell?');
    expect(reply).toHaveClass('chat-message--assistant');
    expect(input()).toHaveValue('');
    expect(chatCalls()).toEqual([{ message: 'What do you sell?', conversationHistory: [] }]);
  });

  it('adds a new line with Shift+Enter instead of sending', async () => {
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');

    expect(input()).toHaveValue('First line\nsecond line');
    expect(bubbles()).toHaveLength(1);
    expect(chatCalls()).toHaveLength(0);

    await user.keyboard('{Enter}');
    await within(conversation()).findByText(/You said: First line/);
    expect(chatCalls()[0].message).toBe('First line\nsecond line');
  });

  it('does not send an empty or whitespace-only message', async () => {
    const { user } = renderWidget();
    await openChat(user);
    const send = within(dialog()).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();

    await user.keyboard('{Enter}');
    await user.type(input(), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');

    expect(bubbles()).toHaveLength(1);
    expect(chatCalls()).toHaveLength(0);
  });

  it('shows that the assistant is typing and blocks the input and send while a reply is pending', async () => {
    let reply!: () => void;
    answer = (_body, res) => {
      reply = () => sendJson(res, 200, { message: 'Here I am.', conversationHistory: [] });
    };
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello?{Enter}');

    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(within(conversation()).getByText('Assistant is typing')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Send message' })).toBeDisabled();

    act(() => reply());
    expect(await within(conversation()).findByText('Here I am.')).toBeInTheDocument();
    expect(within(conversation()).queryByText('Assistant is typing')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    // the reply comes over the network, outside act: the effect that gives the field its focus
    // back runs after the render that enabled it, later on a busy machine
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it("sends the server's conversation history back with the next message", async () => {
    answer = (body, res) =>
      sendJson(res, 200, {
        message: `Answer to ${body.message}`,
        // the server may add fields; only role and content go back
        conversationHistory: [
          ...body.conversationHistory,
          { role: 'user', content: body.message, timestamp: '2025-01-01T00:00:00.000Z' },
          { role: 'assistant', content: `Answer to ${body.message}` },
        ],
      });
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'first{Enter}');
    await within(conversation()).findByText('Answer to first');
    await user.type(input(), 'second{Enter}');
    await within(conversation()).findByText('Answer to second');

    expect(chatCalls()).toEqual([
      { message: 'first', conversationHistory: [] },
      {
        message: 'second',
        conversationHistory: [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'Answer to first' },
        ],
      },
    ]);
  });

  it('says it has trouble connecting when the assistant fails, and keeps the history as it was', async () => {
    answer = (_body, res) =>
      sendJson(res, 502, {
        statusCode: 502,
        message: 'The assistant is not available right now. Please try again in a moment.',
      });
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'Anyone there?{Enter}');

    const failure = await within(conversation()).findByText(CONNECTION_TROUBLE);
    expect(failure.closest('li')).toHaveClass('chat-message--assistant');
    expect(input()).toBeEnabled();

    // the unanswered question is not part of the conversation the server sees next
    answer = (_body, res) => sendJson(res, 200, { message: 'Back again.', conversationHistory: [] });
    await user.type(input(), 'Again?{Enter}');
    await within(conversation()).findByText('Back again.');
    expect(chatCalls()[1]).toEqual({ message: 'Again?', conversationHistory: [] });
  });

  it('says the same when the request does not get through at all', async () => {
    answer = (_body, res) => res.socket?.destroy();
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(await within(conversation()).findByText(CONNECTION_TROUBLE)).toBeInTheDocument();
  });

  it('minimises to its header, restores, and closes back to the button', async () => {
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'a draft');

    await user.click(within(dialog()).getByRole('button', { name: 'Minimize' }));
    expect(dialog()).toHaveClass('chat-window--minimised');
    expect(within(dialog()).queryByRole('log')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Minimize' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Restore' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Restore' }));
    expect(dialog()).not.toHaveClass('chat-window--minimised');
    expect(input()).toHaveValue('a draft');
    expect(input()).toHaveFocus();
    expect(bubbles()).toHaveLength(1);

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();

    // reopening shows the same conversation, greeted once
    await openChat(user);
    expect(bubbles()).toHaveLength(1);
    expect(input()).toHaveValue('a draft');
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    const { user } = renderWidget();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it("turns the answer's links into real links; a site link navigates and the conversation stays", async () => {
    answer = (_body, res) =>
      sendJson(res, 200, {
        message:
          'See [Products](/products) or [the guide](https://example.com/guide). [Bad](javascript:alert(1)) <img src=x onerror="alert(1)">',
        conversationHistory: [],
      });
    const { router, user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'Show me{Enter}');

    const reply = await within(conversation()).findByText(/See/);
    const bubble = reply.closest('li')!;
    expect(within(bubble).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    const external = within(bubble).getByRole('link', { name: 'the guide' });
    expect(external).toHaveAttribute('href', 'https://example.com/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // no other scheme becomes a link, and markup is text
    expect(within(bubble).queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble).toHaveTextContent('<img src=x onerror="alert(1)">');

    await user.click(within(bubble).getByRole('link', { name: 'Products' }));
    expect(router.state.location.pathname).toBe('/products');
    expect(await screen.findByRole('heading', { name: 'Professional Products' })).toBeInTheDocument();
    expect(bubbles()).toHaveLength(3);
  });
  it('sends the conversation back with the next question, and offers the owner once there is one', async () => {
    const { user } = renderWidget();
    await openChat(user);
    expect(within(dialog()).queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
    await user.type(input(), 'First{Enter}');
    await within(conversation()).findByText('You said: First');
    await user.type(input(), 'Something unknown{Enter}');
    await within(conversation()).findByText("I don't know that.");
    expect(chatCalls()[1]).toMatchObject({ message: 'Something unknown', conversationId: CONVERSATION });
    // after an answer the facts did not give, the way to the owner stands out
    const link = within(dialog()).getByRole('button', { name: 'Talk to a person' });
    expect(link.parentElement).toHaveClass('chat-handover--suggested');
  });

  it('hands the conversation over with the address, shows the server’s word, and offers it no more', async () => {
    const { user } = renderWidget();
    await openChat(user);
    await user.type(input(), 'Something unknown{Enter}');
    await within(conversation()).findByText("I don't know that.");
    await user.click(within(dialog()).getByRole('button', { name: 'Talk to a person' }));
    const form = within(dialog()).getByRole('form', { name: 'Talk to a person' });
    await user.type(within(form).getByRole('textbox', { name: 'Your email address' }), 'twice@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send to the owner' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Already sent.');

    const email = within(form).getByRole('textbox', { name: 'Your email address' });
    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Your name (optional)' }), 'Sam');
    await user.click(within(form).getByRole('button', { name: 'Send to the owner' }));
    expect(await within(conversation()).findByText('Sent. The owner will reply to you by e-mail.')).toBeInTheDocument();
    expect(api.calls('/api/chat/handover').map((r) => JSON.parse(r.body))).toEqual([
      { conversationId: CONVERSATION, email: 'twice@example.com' },
      { conversationId: CONVERSATION, email: 'sam@example.com', name: 'Sam' },
    ]);
    await waitFor(() =>
      expect(within(dialog()).queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument(),
    );
  });
});
