import { PageHeader } from '../../../components/PageHeader';
import { SubscribeCard } from '../../../components/SubscribeCard';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { usePageTitle } from '../../site';
import { CONFIRM_BY_MAIL, useSubscribe } from '../use-subscribe';
import { BlogPostGrid } from './BlogPostGrid';

// /blog: the page's saved header and description, the daily e-mail's sign-up, then the posts.
export function BlogList() {
  usePageTitle('Blog');
  const subscribe = useSubscribe(CONFIRM_BY_MAIL);
  const saved = usePageContent('blog');

  return (
    <div className="container page blog-page" style={backgroundStyle(saved.background)}>
      <PageHeader
        title="Daily Insights Blog"
        lead={
          <SectionText saved={saved.header}>
            Practical reflections on business, growth and life, published every morning.
          </SectionText>
        }
      />
      {saved.description && (
        <SectionText saved={saved.description} className="blog-page__description">
          {null}
        </SectionText>
      )}
      <div className="blog-page__subscribe">
        <SubscribeCard onSubscribe={subscribe} />
      </div>
      <BlogPostGrid />
    </div>
  );
}
