import type { ReactNode } from 'react';
import './side-scroll.css';

// A table wider than a phone scrolls sideways in this box, which takes the focus so the keyboard can
// scroll it: a table of no rows, or of rows without a button, has nothing else to focus (axe's
// scrollable-region-focusable). The table inside leaves antd's scroll={{ x }} off: with a row
// selection, antd's hidden measuring row would hold a second, focusable select-all box.
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="side-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
