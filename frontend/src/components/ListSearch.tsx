import { Input } from 'antd';

interface ListSearchProps {
  // the accessible name, e.g. 'Search subscribers by e-mail'
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  // a new page of results is on its way (not the first load)
  searching: boolean;
  className?: string;
}

// The search box above an admin list that the server searches (Blog Posts, Subscribers, Messages).
export function ListSearch({ label, placeholder, value, onChange, searching, className }: ListSearchProps) {
  return (
    <Input.Search
      className={className}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      onChange={(e) => onChange(e.target.value)}
      loading={searching}
    />
  );
}
