import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ListSearch } from '../../../components/ListSearch';
import { SUBSCRIBERS_EXPORT_URL } from './api';

interface SubscribersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  searching: boolean;
  onImport: () => void;
}

// Above the subscribers: the search by e-mail, Export CSV (a download) and Import CSV.
export function SubscribersToolbar({ search, onSearch, searching, onImport }: SubscribersToolbarProps) {
  return (
    <div className="subscribers-toolbar">
      <ListSearch
        label="Search subscribers by e-mail"
        placeholder="Search by e-mail"
        value={search}
        onChange={onSearch}
        searching={searching}
      />
      <Button icon={<DownloadOutlined aria-hidden />} href={SUBSCRIBERS_EXPORT_URL} download>
        Export CSV
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        Import CSV
      </Button>
    </div>
  );
}
