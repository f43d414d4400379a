import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { dropLocalCopy, type LocalCopy } from './post-local-copy';
import type { PostFormValues } from './use-save-post';

interface DraftNoticesProps {
  postId: number | null;
  // unsaved changes this browser kept, newer than the saved post (post-local-copy.ts)
  localCopy: LocalCopy | null;
  onRestore: (values: PostFormValues) => void;
  otherTab: boolean;
  savedElsewhere: boolean;
}

// Above the editor: changes this browser kept that the server never had, and another tab editing it.
export function DraftNotices({ postId, localCopy, onRestore, otherTab, savedElsewhere }: DraftNoticesProps) {
  const [offer, setOffer] = useState(localCopy);
  const when = offer && new Date(offer.at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {offer && (
        <Alert
          type="info"
          showIcon
          title={`This browser kept changes from ${when} that were not saved.`}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  onRestore(offer.values);
                  setOffer(null);
                }}
              >
                Restore them
              </Button>
              <Button
                size="small"
                onClick={() => {
                  dropLocalCopy(postId);
                  setOffer(null);
                }}
              >
                Discard
              </Button>
            </Space>
          }
        />
      )}
      {(otherTab || savedElsewhere) && (
        <Alert
          type="warning"
          showIcon
          title={
            savedElsewhere
              ? 'This post was saved in another tab. Reload it there or here before saving, or copy your text first.'
              : 'This post is open in another tab. Edit it in one tab only: a save from the other is refused.'
          }
        />
      )}
    </>
  );
}
