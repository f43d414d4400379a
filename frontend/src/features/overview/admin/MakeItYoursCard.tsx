import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import type { MakeItYoursDto } from '../../../api/admin';

// The first-run checklist: what still shows the sample site, each item linking to where it is set.
export const MAKE_IT_YOURS: { key: keyof MakeItYoursDto; text: string; to: string }[] = [
  { key: 'siteName', text: "Name your site and say who's behind it", to: '/admin?tab=site' },
  { key: 'ownerPhoto', text: 'Upload your photo', to: '/admin?tab=site' },
  { key: 'contactDetails', text: 'Set your contact e-mail and phone', to: '/admin?tab=site' },
  { key: 'productImage', text: 'Give a product a real image', to: '/product-manager' },
];

// Shown on the Overview until all four are done (GET /api/admin/overview's makeItYours).
export function MakeItYoursCard({ done }: { done: MakeItYoursDto | undefined }) {
  if (!done || MAKE_IT_YOURS.every(({ key }) => done[key])) return null;
  const count = MAKE_IT_YOURS.filter(({ key }) => done[key]).length;
  return (
    <Card className="make-it-yours" role="region" aria-labelledby="make-it-yours-title">
      <h2 id="make-it-yours-title" className="make-it-yours__title">
        Make it yours
      </h2>
      <p className="make-it-yours__lead">
        {count} of {MAKE_IT_YOURS.length} done: a few steps so the site shows you, not the sample.
      </p>
      <ul className="make-it-yours__list">
        {MAKE_IT_YOURS.map(({ key, text, to }) =>
          done[key] ? (
            <li key={key} className="make-it-yours__item make-it-yours__item--done">
              <CheckCircleFilled aria-hidden className="make-it-yours__check" />
              <span>{text}</span>
              <span className="sr-only"> (done)</span>
            </li>
          ) : (
            <li key={key} className="make-it-yours__item">
              <span className="make-it-yours__open" aria-hidden />
              <Link to={to}>{text}</Link>
              <RightOutlined aria-hidden className="make-it-yours__arrow" />
            </li>
          ),
        )}
      </ul>
    </Card>
  );
}
