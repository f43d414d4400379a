import { SaveOutlined } from '@ant-design/icons';
import { Button, Input, Select, Switch } from 'antd';
import { useId, useState } from 'react';
import { toast } from '../../../../components/toast';
import {
  type LeadMagnetDto,
  type SaveLeadMagnetDto,
  useCreateLeadMagnetMutation,
  useListSequencesQuery,
  useUpdateLeadMagnetMutation,
} from '../api';
import { ProductSelect } from '../parts/ProductSelect';
import { useAction } from '../use-action';

const NEW: SaveLeadMagnetDto = {
  slug: '',
  title: '',
  description: '',
  productId: 0,
  tag: '',
  sequenceId: null,
  showOnPosts: false,
  active: true,
};

const trimmed = (f: SaveLeadMagnetDto): SaveLeadMagnetDto => ({
  ...f,
  slug: f.slug.trim(),
  title: f.title.trim(),
  description: f.description.trim(),
  tag: f.tag.trim(),
});

// A lead magnet: its page (/free/{slug}), the digital product whose file it hands out, the tag and
// sequence a confirmed address gets, and whether it shows under every post.
export function LeadMagnetForm({ leadMagnet, onDone }: { leadMagnet: LeadMagnetDto | null; onDone: () => void }) {
  const headingId = useId();
  const [fields, setFields] = useState<SaveLeadMagnetDto>(() => {
    if (!leadMagnet) return NEW;
    const { id: _id, ...own } = leadMagnet;
    return { ...NEW, ...own };
  });
  const sequences = useListSequencesQuery().data ?? [];
  const [create] = useCreateLeadMagnetMutation();
  const [update] = useUpdateLeadMagnetMutation();
  const { busy, run } = useAction();
  const set = (changed: Partial<SaveLeadMagnetDto>) => setFields({ ...fields, ...changed });
  const save = async () => {
    const body = trimmed(fields);
    const saved = await run(
      () => (leadMagnet ? update({ id: leadMagnet.id, leadMagnet: body }) : create(body)).unwrap(),
      'Lead magnet not saved',
    );
    if (!saved) return;
    toast({ title: 'Lead magnet saved', description: `“${saved.title}” is at /free/${saved.slug}.` });
    onDone();
  };
  const t = trimmed(fields);
  const ready = t.slug !== '' && t.title !== '' && t.tag !== '' && fields.productId > 0;
  const text = (label: string, key: 'slug' | 'title' | 'tag', max: number) => (
    <label className="automations-admin__field">
      <span>{label}</span>
      <Input value={fields[key]} maxLength={max} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  );
  return (
    <section className="automations-admin__editor" aria-labelledby={headingId}>
      <h3 id={headingId}>{leadMagnet ? `Edit “${leadMagnet.title}”` : 'New lead magnet'}</h3>
      {text('Slug (its page is /free/{slug})', 'slug', 80)}
      {text('Title', 'title', 120)}
      <label className="automations-admin__field">
        <span>Description</span>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          value={fields.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <ProductSelect
        label="Guide (a digital product with a file)"
        types={['digital']}
        withFile
        value={fields.productId || null}
        onChange={(productId) => set({ productId: productId ?? 0 })}
      />
      {text('Tag given on confirming', 'tag', 40)}
      <Select
        aria-label="Sequence to enter"
        allowClear
        placeholder="No sequence"
        className="automations-admin__product"
        options={sequences.map((s) => ({ value: s.id, label: s.name }))}
        value={fields.sequenceId ?? undefined}
        onChange={(id) => set({ sequenceId: id ?? null })}
      />
      <label className="automations-admin__row">
        <Switch checked={fields.showOnPosts} onChange={(showOnPosts) => set({ showOnPosts })} />
        <span>Show under every post</span>
      </label>
      <label className="automations-admin__row">
        <Switch checked={fields.active} onChange={(active) => set({ active })} />
        <span>Active</span>
      </label>
      <div className="automations-admin__row">
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!ready}
          loading={busy}
          onClick={() => void save()}
        >
          Save lead magnet
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </section>
  );
}
