import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { createElement } from 'react';
import './icon.css';

function renderNode({ tag, attrs, children }: AbstractNode, key?: number): React.ReactElement {
  return createElement(tag, { ...attrs, key }, children?.map(renderNode));
}

// An icon of antd's set drawn from its bare definition (@ant-design/icons-svg): the same SVG and
// size as antd's <XxxOutlined />, without antd's icon runtime, for the pages that load no antd.
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error('two-tone icons are not supported');
  const { tag, attrs, children } = icon.icon;
  return (
    <span role="img" aria-hidden="true" className={`icon${className ? ` ${className}` : ''}`}>
      {createElement(
        tag,
        { ...attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        children?.map(renderNode),
      )}
    </span>
  );
}
