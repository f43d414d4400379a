import type { ApiError } from '../api/api-base-query';
import { ButtonLink } from './ButtonLink';
import { Icon } from './icon/Icon';
import { ArrowLeftOutlined } from './icon/icons';
import { PageHeader } from './PageHeader';
import './thing-states.css';

// The states of one thing's page (a post, a product) besides the thing itself: loading, missing,
// and the way back to the list it belongs to.

// The way back from one thing's page to its list.
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to} icon={<Icon icon={ArrowLeftOutlined} />} className="back-link">
      {children}
    </ButtonLink>
  );
}

// While the thing is read: the way back and placeholders of its title and text (and picture).
export function LoadingThing({
  what,
  back,
  className,
  image = false,
}: {
  what: string;
  back: { to: string; label: string };
  className: string;
  image?: boolean;
}) {
  return (
    <div className={`container page ${className}`}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="thing-loading" role="status" aria-label={`Loading ${what}`}>
        {image && <div className="skeleton skeleton--image" />}
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

interface MissingThingProps {
  // the list's page title, as its page shows it
  title: string;
  // the read's error; none when the server's rendering found nothing (it seeds null)
  error: unknown;
  notFound: string;
  failed: string;
  back: { to: string; label: string };
  className: string;
}

// The page of one thing whose read found nothing (a 404: `notFound`) or failed (`failed`), with
// the way back.
export function MissingThing({ title, error, notFound, failed, back, className }: MissingThingProps) {
  const missing = !error || (error as ApiError).status === 404;
  return (
    <div className={`container page ${className}`}>
      <PageHeader title={title} />
      <div className="missing-thing" role="alert">
        <p className="status-message">{missing ? notFound : failed}</p>
        <BackLink to={back.to}>{back.label}</BackLink>
      </div>
    </div>
  );
}
