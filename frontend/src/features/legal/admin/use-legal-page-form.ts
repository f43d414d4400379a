import { useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { CONTENT_REQUIRED, TITLE_REQUIRED } from '../legal-pages';
import { type LegalPageDto, useSaveLegalPageMutation } from './api';

export const SAVE_FAILED = 'Failed to save the page. Please try again.';

export type LegalPageErrors = Partial<Record<'title' | 'content', string>>;

const check = (title: string, content: string): LegalPageErrors => ({
  ...(title.trim() ? {} : { title: TITLE_REQUIRED }),
  ...(content ? {} : { content: CONTENT_REQUIRED }),
});

// A legal page's title and text as the form holds them, and Save: a field left empty is refused
// before sending, what the API refuses shows under its field.
export function useLegalPageForm(page: LegalPageDto) {
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [errors, setErrors] = useState<LegalPageErrors>({});
  const [save, { isLoading }] = useSaveLegalPageMutation();

  const submit = async () => {
    const problems = check(title, content);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const saved = await save({ slug: page.slug, saveLegalPageDto: { title: title.trim(), content } }).unwrap();
      toast({ title: 'Page Saved', description: `${saved.title} has been saved.` });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({ title: fields.title, content: fields.content });
      toast({ title: 'Save Failed', description: serverMessage(error, SAVE_FAILED), variant: 'destructive' });
    }
  };

  return { title, setTitle, content, setContent, errors, saving: isLoading, submit };
}
