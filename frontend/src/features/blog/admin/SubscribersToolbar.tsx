import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ListSearch } from '../../../components/ListSearch';
import { provenDownload } from '../../../lib/proven-download';
import { SUBSCRIBERS_EXPORT_URL } from './api';

interface SubscribersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  searching: boolean;
  onImport: () => void;
}

// Above the subscribers: the search by e-mail, Export CSV (a download, after a recent proof of who
// is signed in) and Import CSV.
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
      <Button
        icon={<DownloadOutlined aria-hidden />}
        href={SUBSCRIBERS_EXPORT_URL}
        download
        onClick={(event) => {
          event.preventDefault();
          void provenDownload(SUBSCRIBERS_EXPORT_URL);
        }}
      >
        Export CSV
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        Import CSV
      </Button>
    </div>
  );
}
