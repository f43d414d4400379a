import { DownloadOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';

// Spec: always the empty state.
export function DownloadsTab() {
  return (
    <Card>
      <Empty
        image={<DownloadOutlined className="account-empty__icon" />}
        description="No downloads available"
      />
    </Card>
  );
}
