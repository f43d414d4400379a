import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Spin } from 'antd';
import { toast } from '../../../components/toast';
// through the feature's index, as the public pages do: the admin's chunk shares theirs
import { backgroundStyle, DEFAULT_BACKGROUND, pageLabel, PAGES } from '..';
import { useListPageContentQuery } from './api';
import './content-admin.css';

// Backgrounds: each page's current background (its 'background' content, else the default
// gradient). Upload and Reset only inform, as the spec says; neither changes anything.
export function BackgroundsTab() {
  const { data, isLoading } = useListPageContentQuery();
  if (isLoading) return <Spin />;
  const backgrounds = new Map(
    (data ?? []).filter((e) => e.section === 'background' && e.content).map((e) => [e.page, e.content]),
  );
  return (
    <div className="admin-backgrounds">
      {PAGES.map((page) => {
        const current = backgrounds.get(page);
        return (
          <Card key={page} title={`${pageLabel(page)} Page`} className="admin-background">
            <div
              className="admin-background__preview"
              role="img"
              aria-label={`${pageLabel(page)} background: ${current ? 'custom' : 'default gradient'}`}
              style={current ? backgroundStyle(current) : { background: DEFAULT_BACKGROUND }}
            />
            <p className="admin-background__current">{current ?? 'Default gradient'}</p>
            <div className="admin-background__actions">
              <Button
                icon={<UploadOutlined aria-hidden />}
                onClick={() =>
                  toast({
                    title: 'Upload',
                    description:
                      "Upload functionality will be available when you're ready to customize your backgrounds.",
                  })
                }
              >
                Upload
              </Button>
              <Button
                icon={<ReloadOutlined aria-hidden />}
                onClick={() =>
                  toast({
                    title: 'Reset to Default',
                    description: `${pageLabel(page)} page background is the default gradient.`,
                  })
                }
              >
                Reset to Default
              </Button>
            </div>
            <p className="admin-background__hint">JPG, PNG up to 5MB</p>
          </Card>
        );
      })}
    </div>
  );
}
