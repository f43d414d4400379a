import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './Toaster';
import { setupUser } from '../../test/render';

const css = readFileSync(path.join(import.meta.dirname, 'toast.css'), 'utf8');
const viewport = () => within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('list');

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows the title and description of a toast', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Message Sent!',
        description: "Thank you for your message. I'll get back to you within 24 hours.",
      });
    });
    const item = await within(viewport()).findByRole('listitem');
    expect(item).toHaveTextContent('Message Sent!');
    expect(item).toHaveTextContent("I'll get back to you within 24 hours.");
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast' });
    });
    expect(await within(viewport()).findByText('First toast')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second toast' });
    });
    expect(await within(viewport()).findByText('Second toast')).toBeInTheDocument();
    expect(within(viewport()).queryByText('First toast')).not.toBeInTheDocument();
    expect(within(viewport()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out successfully' });
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(viewport()).getByText('Logged out successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(within(viewport()).getByText('Logged out successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(viewport()).queryByText('Logged out successfully')).not.toBeInTheDocument();
  });

  it('marks destructive toasts so they show in red', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to subscribe. Please try again.',
        variant: 'destructive',
      });
    });
    expect(await within(viewport()).findByRole('listitem')).toHaveClass('toast--destructive');
    expect(css).toMatch(/\.toast--destructive\s*{[^}]*background: var\(--color-danger\)/);
  });

  it('closes with its close button', async () => {
    const user = setupUser();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Content Updated' });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(within(viewport()).queryByText('Content Updated')).not.toBeInTheDocument();
  });

  it('focuses the viewport when F8 is pressed', () => {
    render(<Toaster />);
    expect(viewport()).not.toHaveFocus();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(viewport()).toHaveFocus();
  });

  it('limits the viewport to 420px from 640px wide screens up', () => {
    render(<Toaster />);
    expect(viewport()).toHaveClass('toast-viewport');
    expect(css).toMatch(/@media \(min-width: 640px\)\s*{\s*\.toast-viewport\s*{[^}]*max-width: 420px;/);
    expect(css).toMatch(/\.toast-viewport\s*{[^}]*width: 100%;/);
  });
});
