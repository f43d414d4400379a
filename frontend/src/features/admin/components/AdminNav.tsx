import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useId, useState } from 'react';
import { usePhoneLayout } from '../../../hooks/use-media-query';
import { ADMIN_SECTIONS } from '../admin-sections';
import { SectionLinks } from './SectionLinks';

const NAV_LABEL = 'Admin sections';

// Beside the section on a wide screen; on a phone a button naming the current section opens the
// same links in a drawer (nothing folds into a "…" menu at any width).
export function AdminNav({ active }: { active: string }) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const current = ADMIN_SECTIONS.find((section) => section.key === active)?.label;
  if (!phone) {
    return (
      <nav aria-label={NAV_LABEL} className="admin-nav">
        <SectionLinks active={active} />
      </nav>
    );
  }
  return (
    <nav aria-label={NAV_LABEL} className="admin-nav admin-nav--phone">
      <Button
        block
        icon={<MenuOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="admin-nav__toggle"
        onClick={() => setOpen(true)}
      >
        {/* one span: antd's Button would drop the space between two children */}
        <span>
          <span className="admin-nav__toggle-label">Sections:</span> {current}
        </span>
      </Button>
      <Drawer
        title={<span id={titleId}>{NAV_LABEL}</span>}
        aria-labelledby={titleId}
        placement="left"
        size="min(300px, 85vw)"
        open={open}
        onClose={() => setOpen(false)}
        className="admin-nav__drawer"
      >
        <SectionLinks active={active} onChoose={() => setOpen(false)} />
      </Drawer>
    </nav>
  );
}
