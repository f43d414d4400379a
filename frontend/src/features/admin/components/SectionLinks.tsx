import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_SECTION_GROUPS, adminSectionPath } from '../admin-sections';

// The admin's sections in their groups, each a link to its address (so a link, a reload and the
// Back button open it); the current one is marked for assistive technology with aria-current.
export function SectionLinks({ active, onChoose }: { active: string; onChoose?: () => void }) {
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
