import { Button, Input, Select } from 'antd';
import { useState } from 'react';

export const DEFAULT_CATEGORIES = ['Business', 'Personal Growth', 'Technology'];
const ADD_NEW = '__add-new-category__';

interface CategoryFieldProps {
  id: string;
  value: string;
  onChange: (category: string) => void;
  // categories of the existing posts
  categories: readonly string[];
}

// A select of the known categories, with '+ Add New Category' for a name typed in.
export function CategoryField({ id, value, onChange, categories }: CategoryFieldProps) {
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');

  const known = [...new Set([...DEFAULT_CATEGORIES, ...categories, ...added, ...(value ? [value] : [])])];
  const options = [
    ...known.map((category) => ({ value: category, label: category })),
    { value: ADD_NEW, label: '+ Add New Category' },
  ];

  const add = () => {
    // spec: a name that is blank after trimming is ignored
    const category = name.trim();
    if (!category) return;
    setAdded((current) => [...current, category]);
    onChange(category);
    setName('');
    setAdding(false);
  };

  const cancel = () => {
    setName('');
    setAdding(false);
  };

  return (
    <div className="category-field">
      <Select
        id={id}
        value={value || undefined}
        placeholder="Select a category"
        options={options}
        onChange={(selected: string) => (selected === ADD_NEW ? setAdding(true) : onChange(selected))}
      />
      {adding && (
        <div className="category-field__new">
          <Input
            aria-label="New category name"
            placeholder="New category name"
            value={name}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onPressEnter={add}
          />
          <Button type="primary" onClick={add}>
            Add
          </Button>
          <Button onClick={cancel}>Cancel</Button>
        </div>
      )}
    </div>
  );
}
