import { HistoryOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, List, Popconfirm, Spin, Tag } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { plainText } from '../../content';
import type { BlogPostDto, PostRevisionDto, PostRevisionSummaryDto } from './api';
import { useLazyGetPostRevisionQuery, useListPostRevisionsQuery, useRestorePostRevisionMutation } from './api';
import type { Autosave } from './use-autosave';
import type { PostFormValues } from './use-save-post';
import { wordDiff } from './word-diff';

const KIND_LABELS: Record<PostRevisionSummaryDto['kind'], string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  restore: 'Restored',
};
const when = (at: string) => new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
const asText = (post: Pick<PostFormValues, 'title' | 'excerpt' | 'content'>) =>
  `${post.title}\n${post.excerpt}\n${plainText(post.content)}`;

// A revision's words against the editor's: insertions and deletions marked.
function RevisionDiff({ revision, current }: { revision: PostRevisionDto; current: PostFormValues }) {
  return (
    <p className="post-revisions__diff" aria-label={`Revision ${revision.number} compared with the editor`}>
      {wordDiff(asText(revision), asText(current)).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text} </span>
        ) : part.kind === 'added' ? (
          <ins key={i}>{part.text} </ins>
        ) : (
          <del key={i}>{part.text} </del>
        ),
      )}
    </p>
  );
}

function RevisionsList({ postId, current, autosave, onRestored }: RevisionsDrawerProps & { postId: number }) {
  const { data: revisions, isFetching } = useListPostRevisionsQuery(
    { id: postId },
    { refetchOnMountOrArgChange: true },
  );
  const [open, { data: opened, isFetching: opening }] = useLazyGetPostRevisionQuery();
  const [restore, restoring] = useRestorePostRevisionMutation();

  const restoreOpened = async (revision: PostRevisionDto) => {
    try {
      // the text typed since the last autosave is saved first: kept as a revision, not lost
      await autosave.flush();
      const post = await restore({ id: postId, number: revision.number }).unwrap();
      toast({ title: 'Revision Restored', description: `The post is as it was at ${when(revision.savedAt)}.` });
      onRestored(post);
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Failed to restore.'), variant: 'destructive' });
    }
  };

  if (!revisions) return <Spin />;
  if (revisions.length === 0) return <Empty description="No revisions yet" />;
  return (
    <div className="post-revisions">
      <List
        loading={isFetching}
        dataSource={revisions}
        renderItem={(revision) => (
          <List.Item
            actions={[
              <Button key="compare" size="small" onClick={() => open({ id: postId, number: revision.number })}>
                Compare
              </Button>,
            ]}
          >
            <span>
              #{revision.number} {when(revision.savedAt)} <Tag>{KIND_LABELS[revision.kind]}</Tag>
              {revision.title || 'Untitled draft'}
            </span>
          </List.Item>
        )}
      />
      {opening && <Spin />}
      {opened && !opening && (
        <section className="post-revisions__opened">
          <h4>
            Revision #{opened.number} ({when(opened.savedAt)}) compared with the editor
          </h4>
          <RevisionDiff revision={opened} current={current} />
          <Popconfirm
            title={`Restore revision #${opened.number}?`}
            description="The post takes its title, excerpt and content; your current text stays in the revisions."
            okText="Restore"
            onConfirm={() => restoreOpened(opened)}
          >
            <Button type="primary" loading={restoring.isLoading}>
              Restore this revision
            </Button>
          </Popconfirm>
        </section>
      )}
    </div>
  );
}

interface RevisionsDrawerProps {
  // the post (or the autosaved draft) the editor holds; null: nothing saved yet
  postId: number | null;
  current: PostFormValues;
  // the editor's autosave, flushed before a restore
  autosave: Pick<Autosave, 'flush'>;
  onRestored: (post: BlogPostDto) => void;
}

// "Revisions": every save of the post, when and how, each compared with the editor's text, and restored.
export function RevisionsDrawer({ postId, current, autosave, onRestored }: RevisionsDrawerProps) {
  const [shown, setShown] = useState(false);
  if (postId === null) return null;
  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setShown(true)}>
        Revisions
      </Button>
      <Drawer title="Revisions" open={shown} onClose={() => setShown(false)} size="large" destroyOnHidden>
        {shown && <RevisionsList postId={postId} current={current} autosave={autosave} onRestored={onRestored} />}
      </Drawer>
    </>
  );
}
