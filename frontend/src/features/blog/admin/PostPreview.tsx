import { EyeOutlined } from '@ant-design/icons';
import { readTimeMinutes } from '@coach/shared';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { PostArticle } from '../components/BlogPostDetail';
import type { BlogPostSummaryDto, MailPreviewDto } from './api';
import { useListBlogAudiencesQuery, usePreviewPostMailMutation } from './api';
import type { PostFormValues } from './use-save-post';

// the e-mail's two editions: every subscriber's (the excerpt and a link), and the members' (the
// whole post, for members whose tier has the paid edition)
type Edition = 'mail' | 'members-mail';

// one edition as the server rendered it, or why it could not
function MailEdition({ mail }: { mail: MailPreviewDto | string | undefined }) {
  if (typeof mail === 'string') return <p role="alert">{mail}</p>;
  if (mail === undefined) return <p role="status">Rendering the e-mail…</p>;
  return <iframe className="mail-preview__frame" title="E-mail (HTML)" sandbox="" srcDoc={mail.html} />;
}

// The post in the form (saved or not) as a visitor will see it, with the public page's own
// component and styles, and in the e-mail as the server renders it: the edition subscribers get
// and, on a site with membership tiers, the members' edition too.
export function PostPreview({ draft }: { draft: PostFormValues }) {
  const [open, setOpen] = useState(false);
  const [previewMail] = usePreviewPostMailMutation();
  const { data: tiers = [] } = useListBlogAudiencesQuery();
  const [mails, setMails] = useState<Partial<Record<Edition, MailPreviewDto | string>>>({});

  const show = async (tab: string) => {
    if (tab !== 'mail' && tab !== 'members-mail') return;
    setMails((shown) => ({ ...shown, [tab]: undefined }));
    const { title, excerpt, imageUrl, content } = draft;
    // without the content the server renders the subscribers' edition, with it the members'
    const mailPreviewDraftDto = tab === 'mail' ? { title, excerpt, imageUrl } : { title, excerpt, imageUrl, content };
    let mail: MailPreviewDto | string;
    try {
      mail = await previewMail({ mailPreviewDraftDto }).unwrap();
    } catch (error) {
      mail = serverMessage(error, 'Failed to preview the e-mail. Please try again.');
    }
    setMails((shown) => ({ ...shown, [tab]: mail }));
  };

  return (
    <>
      <Button icon={<EyeOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="post-preview">
        Preview
      </Button>
      <Modal open={open} title="Preview" onCancel={() => setOpen(false)} footer={null} width={920} destroyOnHidden>
        <Tabs
          onChange={show}
          items={[
            {
              key: 'page',
              label: 'As a visitor',
              children: (
                <div className="post-preview blog-post">
                  <PostArticle post={visitorView(draft)} content={draft.content} />
                </div>
              ),
            },
            { key: 'mail', label: 'In the e-mail', children: <MailEdition mail={mails.mail} /> },
            ...(tiers.length
              ? [
                  {
                    key: 'members-mail',
                    label: 'In the members’ e-mail',
                    children: (
                      <>
                        <p>The whole post, as members whose tier has the paid edition get it.</p>
                        <MailEdition mail={mails['members-mail']} />
                      </>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Modal>
    </>
  );
}

// the draft as the public page reads a post (published today, readable by the visitor)
function visitorView(draft: PostFormValues): BlogPostSummaryDto {
  const now = new Date().toISOString();
  return {
    id: 0,
    slug: '',
    title: draft.title || 'Untitled post',
    excerpt: draft.excerpt,
    category: draft.category,
    imageUrl: draft.imageUrl,
    published: true,
    scheduled: false,
    readTime: readTimeMinutes(draft.content),
    createdAt: now,
    publishedAt: now,
    publishAt: null,
    audience: draft.audience,
    audienceTierId: draft.audienceTierId,
    locked: false,
  };
}
