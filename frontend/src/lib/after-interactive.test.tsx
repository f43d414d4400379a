import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAfterInteractive } from './after-interactive';

function Probe() {
  return <p>{useAfterInteractive() ? 'ready' : 'waiting'}</p>;
}

describe('useAfterInteractive', () => {
  it('is false on the server and in the first render, true once the loaded page is quiet', async () => {
    expect(renderToString(<Probe />)).toContain('waiting');
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it('waits for the load event when the page is still loading', async () => {
    const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      render(<Probe />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getByText('waiting')).toBeInTheDocument();
      Object.defineProperty(document, 'readyState', readyState);
      act(() => {
        dispatchEvent(new Event('load'));
      });
      expect(await screen.findByText('ready')).toBeInTheDocument();
    } finally {
      Object.defineProperty(document, 'readyState', readyState);
    }
  });
});
