import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { AntdScope, REDUCED_MOTION } from './AntdScope';

const setupMatchMedia = window.matchMedia;
const preferring = (reduced: boolean) => {
  window.matchMedia = (query: string) => ({ ...setupMatchMedia(query), matches: reduced && query === REDUCED_MOTION });
};

// what antd's components read, its motion token, outside the tests' providers (which turn it off)
const inScope = () =>
  render(
    <Provider store={makeStore()}>
      <AntdScope>
        <Motion />
      </AntdScope>
    </Provider>,
  );

function Motion() {
  return <p>motion {String(theme.useToken().token.motion)}</p>;
}

describe('AntdScope', () => {
  afterEach(() => {
    window.matchMedia = setupMatchMedia;
  });

  it('keeps antd’s motion for a visitor who has not asked for less', () => {
    preferring(false);
    inScope();
    expect(screen.getByText('motion true')).toBeInTheDocument();
  });

  it('turns antd’s motion off (dialogs, drawers, menus) for a visitor who prefers reduced motion', () => {
    preferring(true);
    inScope();
    expect(screen.getByText('motion false')).toBeInTheDocument();
  });
});
