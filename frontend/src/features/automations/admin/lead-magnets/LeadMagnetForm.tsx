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

// what the form holds: every field, a text one as typed (no tag: '')
type LeadMagnetFields = Required<Omit<SaveLeadMagnetDto, 'tag'>> & { tag: string };

const NEW: LeadMagnetFields = {
  slug: '',
  title: '',
  description: '',
  productId: 0,
  tag: '',
  sequenceId: null,
  showOnPosts: false,
  active: true,
};

// the lead magnet as the API takes it: trimmed, no tag as null
const toPayload = (f: LeadMagnetFields): SaveLeadMagnetDto => ({
  ...f,
  slug: f.slug.trim(),
  title: f.title.trim(),
  description: f.description.trim(),
  tag: f.tag.trim() || null,
});

const toFields = (m: LeadMagnetDto): LeadMagnetFields => {
  const { slug, title, description, productId, tag, sequenceId, showOnPosts, active } = m;
  return { slug, title, description, productId, tag: tag ?? '', sequenceId, showOnPosts, active };
};

// a draft enters nobody, so it cannot be chosen; a paused one holds who confirms until it resumes
const sequenceLabel = (s: { name: string; status: string }) =>
  s.status === 'draft'
    ? `${s.name} (draft: activate it first)`
    : s.status === 'paused'
      ? `${s.name} (paused: people wait in it)`
      : s.name;

// A lead magnet: its page (/free/{slug}), the digital product whose file it hands out, the tag and
// sequence a confirmed address gets (either optional), and whether it shows under every post.
export function LeadMagnetForm({ leadMagnet, onDone }: { leadMagnet: LeadMagnetDto | null; onDone: () => void }) {
  const headingId = useId();
  const [fields, setFields] = useState<LeadMagnetFields>(() => (leadMagnet ? toFields(leadMagnet) : NEW));
  const sequences = useListSequencesQuery().data ?? [];
  const [create] = useCreateLeadMagnetMutation();
  const [update] = useUpdateLeadMagnetMutation();
  const { busy, run } = useAction();
  const set = (changed: Partial<LeadMagnetFields>) => setFields({ ...fields, ...changed });
  const save = async () => {
    const body = toPayload(fields);
    const saved = await run(
      () =>
        (leadMagnet
          ? update({ id: leadMagnet.id, saveLeadMagnetDto: body })
          : create({ saveLeadMagnetDto: body })
        ).unwrap(),
      'Lead magnet not saved',
    );
    if (!saved) return;
    toast({ title: 'Lead magnet saved', description: `“${saved.title}” is at /free/${saved.slug}.` });
    onDone();
  };
  const ready = fields.slug.trim() !== '' && fields.title.trim() !== '' && fields.productId > 0;
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
      {text('Title', 'title', 150)}
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
      {text('Tag given on confirming (optional)', 'tag', 40)}
      <Select
        aria-label="Sequence to enter"
        allowClear
        placeholder="No sequence"
        className="automations-admin__product"
        options={sequences.map((s) => ({ value: s.id, label: sequenceLabel(s), disabled: s.status === 'draft' }))}
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
