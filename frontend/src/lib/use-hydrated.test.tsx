import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubscribeForm } from '../components/SubscribeForm';

// The server's page and the browser's hydration of it (backend modules/pages, main.tsx).
describe('controls of a server-rendered page', () => {
  it('come disabled (looking as ever) from the server and work once the page is hydrated', async () => {
    const form = <SubscribeForm onSubscribe={() => Promise.resolve()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const field = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    // a click or Enter before then would send the form natively, the address in the URL
    expect(field).toBeDisabled();
    expect(button).toBeDisabled();
    // but they keep their usual look meanwhile: the disabled styles skip [data-hydrating]
    expect(field).toHaveAttribute('data-hydrating', '');
    expect(button).toHaveAttribute('data-hydrating', '');

    const root = await act(async () => hydrateRoot(container, form));
    expect(field).toBeEnabled();
    expect(button).toBeEnabled();
    expect(field).not.toHaveAttribute('data-hydrating');
    expect(button).not.toHaveAttribute('data-hydrating');
    act(() => root.unmount());
    container.remove();
  });
});
