import { EyeOutlined } from '@ant-design/icons';
import { readTimeMinutes } from '@coach/shared';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { PostArticle } from '../components/BlogPostDetail';
import type { BlogPostSummaryDto, MailPreviewDto } from './api';
import { usePreviewPostMailMutation } from './api';
import type { PostFormValues } from './use-save-post';

// The post in the form (saved or not) as a visitor will see it, with the public page's own
// component and styles, and in the members' e-mail (the whole post) as the server renders it.
export function PostPreview({ draft }: { draft: PostFormValues }) {
  const [open, setOpen] = useState(false);
  const [previewMail, { isLoading }] = usePreviewPostMailMutation();
  const [mail, setMail] = useState<MailPreviewDto | string | null>(null);

  const show = async (tab: string) => {
    if (tab !== 'mail') return;
    setMail(null);
    const { title, excerpt, imageUrl, content } = draft;
    try {
      setMail(await previewMail({ mailPreviewDraftDto: { title, excerpt, imageUrl, content } }).unwrap());
    } catch (error) {
      setMail(serverMessage(error, 'Failed to preview the e-mail. Please try again.'));
    }
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
            {
              key: 'mail',
              label: 'In the e-mail',
              children:
                typeof mail === 'string' ? (
                  <p role="alert">{mail}</p>
                ) : mail === null || isLoading ? (
                  <p role="status">Rendering the e-mail…</p>
                ) : (
                  <iframe className="mail-preview__frame" title="E-mail (HTML)" sandbox="" srcDoc={mail.html} />
                ),
            },
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
