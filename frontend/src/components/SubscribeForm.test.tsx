import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubscribeForm } from './SubscribeForm';
import { setupUser } from '../test/render';

const field = () => screen.getByRole('textbox', { name: 'Email address' });
// while busy antd adds a "loading" icon to the button's name
const button = () => screen.getByRole('button', { name: /Subscribe/ });

describe('SubscribeForm', () => {
  it('sends the address, shows it is busy, and clears the field on success', async () => {
    const user = setupUser();
    let finish!: () => void;
    const onSubscribe = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SubscribeForm onSubscribe={onSubscribe} />);

    await user.type(field(), ' reader@example.com ');
    await user.click(button());
    expect(onSubscribe).toHaveBeenCalledWith('reader@example.com');
    expect(button()).toBeDisabled();

    await act(async () => finish());
    expect(field()).toHaveValue('');
    expect(button()).toBeEnabled();
  });

  it('keeps the address when subscribing fails', async () => {
    const user = setupUser();
    const onSubscribe = vi.fn(() => Promise.reject(new Error('500: down')));
    render(<SubscribeForm onSubscribe={onSubscribe} />);
    await user.type(field(), 'reader@example.com');
    await user.click(button());
    await waitFor(() => expect(button()).toBeEnabled());
    expect(field()).toHaveValue('reader@example.com');
  });

  it('does not submit an empty address', async () => {
    const user = setupUser();
    const onSubscribe = vi.fn(() => Promise.resolve());
    render(<SubscribeForm onSubscribe={onSubscribe} />);
    await user.click(button());
    expect(onSubscribe).not.toHaveBeenCalled();
  });
});
