import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePhoneLayout } from '../../../hooks/use-media-query';
import { ADMIN_SECTION_GROUPS, type AdminSection, ADMIN_SECTIONS, adminSectionPath } from '../admin-sections';

const NAV_LABEL = 'Admin sections';

// The admin's sections in their groups, each a link to its address (so a link, a reload and the
// Back button open it); the current one is marked for assistive technology with aria-current.
function SectionLinks({ active, onChoose }: { active: AdminSection; onChoose?: () => void }) {
  const id = useId();
  return (
    <div className="admin-nav__groups">
      {ADMIN_SECTION_GROUPS.map(({ label, sections }, index) => (
        <div key={label ?? 'home'} className="admin-nav__group">
          {label && (
            <span id={`${id}-${index}`} className="admin-nav__group-label">
              {label}
            </span>
          )}
          <ul className="admin-nav__list" aria-labelledby={label ? `${id}-${index}` : undefined}>
            {sections.map(({ key, label: name }) => (
              <li key={key}>
                <Link
                  to={adminSectionPath(key)}
                  className="admin-nav__link"
                  aria-current={key === active ? 'page' : undefined}
                  onClick={onChoose}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

// Beside the section on a wide screen; on a phone a button naming the current section opens the
// same links in a drawer (nothing folds into a "…" menu at any width).
export function AdminNav({ active }: { active: AdminSection }) {
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
