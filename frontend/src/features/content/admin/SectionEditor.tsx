import { Button, Input } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { type Page, pageLabel, sectionLabel } from '..';
import { useSavePageContentMutation } from './api';

// One section of a page in the Content tab: its saved text, Edit → a textarea with Save / Cancel.
export function SectionEditor({
  page,
  section,
  current,
}: {
  page: Page;
  section: string;
  current: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [save, { isLoading }] = useSavePageContentMutation();

  const submit = async () => {
    try {
      await save({ savePageContentDto: { page, section, content: draft } }).unwrap();
      toast({
        title: 'Content Updated',
        description: `${pageLabel(page)} ${section} content has been saved.`,
      });
      setEditing(false);
    } catch {
      toast({
        title: 'Update Failed',
        description: 'Failed to update page content. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="admin-section" role="group" aria-label={`${pageLabel(page)} ${section}`}>
      <div className="admin-section__head">
        <h3>{sectionLabel(section)}</h3>
        {!editing && (
          <Button
            onClick={() => {
              setDraft(current ?? '');
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <>
          <Input.TextArea
            aria-label={`${pageLabel(page)} ${section} content`}
            rows={4}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="admin-section__actions">
            <Button type="primary" loading={isLoading} onClick={submit}>
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </div>
        </>
      ) : (
        <p className="admin-section__current">{current || `No ${section} content set`}</p>
      )}
    </div>
  );
}
