import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';

// "Not saved. Brand colour #1a8a7d has a contrast of 4.22:1 … (and 1 more field)"
export function refusalText(first: string, fields: number): string {
  const more = fields > 1 ? ` (and ${fields - 1} more field${fields > 2 ? 's' : ''})` : '';
  return `Not saved. ${first}${more}`;
}

// Save, and beside it why the last Save was refused: the refusal also shows on its field, which
// may be far up the page (the form focuses it).
export function SaveSettingsBar({ loading, refusal }: { loading: boolean; refusal: string | null }) {
  const id = useId();
  return (
    <div className="site-form__save">
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={loading}
        icon={<SaveOutlined aria-hidden />}
        aria-describedby={refusal ? id : undefined}
      >
        Save Settings
      </Button>
      {refusal && (
        <p id={id} role="alert" className="site-form__refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}
