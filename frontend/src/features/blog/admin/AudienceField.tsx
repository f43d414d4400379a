import { Select } from 'antd';
import type { BlogPostDto } from './api';
import { useListBlogAudiencesQuery } from './api';

export type PostAudience = BlogPostDto['audience'];

interface AudienceFieldProps {
  id: string;
  // its hint's id
  hintId: string;
  audience: PostAudience;
  tierId: number | null;
  onChange: (audience: PostAudience, tierId: number | null) => void;
}

// the select's one value for both fields: 'everyone', 'members' or 'tier:<id>'
const valueOf = (audience: PostAudience, tierId: number | null) => (audience === 'tier' ? `tier:${tierId}` : audience);

// Who may read a post's content: everyone, any member, or a membership tier and the tiers above it
// (the tiers by rank, from memberships). Everybody else gets its title and excerpt.
export function AudienceField({ id, hintId, audience, tierId, onChange }: AudienceFieldProps) {
  const { data: tiers = [] } = useListBlogAudiencesQuery();
  const options = [
    { value: 'everyone', label: 'Everyone' },
    { value: 'members', label: 'Members (any tier)' },
    ...tiers.map((tier) => ({
      value: `tier:${tier.id}`,
      label: `${tier.title} and above${tier.archived ? ' (archived)' : ''}`,
    })),
  ];
  const choose = (value: string) =>
    value.startsWith('tier:') ? onChange('tier', Number(value.slice(5))) : onChange(value as PostAudience, null);
  return (
    <Select
      id={id}
      aria-describedby={hintId}
      value={valueOf(audience, tierId)}
      options={options}
      onChange={choose}
      style={{ width: '100%' }}
    />
  );
}
