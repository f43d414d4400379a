import { Card, Spin } from 'antd';
import { PAGE_SECTIONS, pageLabel, PAGES } from '..';
import { useListPageContentQuery } from './api';
import { SectionEditor } from './SectionEditor';
import './content-admin.css';

// Content: every page and section with its current content, Edit → textarea, Save / Cancel.
export function ContentTab() {
  const { data, isLoading } = useListPageContentQuery();
  if (isLoading) return <Spin />;
  const saved = new Map((data ?? []).map((e) => [`${e.page}/${e.section}`, e.content]));
  return (
    <div className="admin-content">
      {PAGES.map((page) => (
        <Card
          key={page}
          title={<h2 className="admin-content__title">{`${pageLabel(page)} Page`}</h2>}
          className="admin-content__page"
        >
          {PAGE_SECTIONS[page].map((section) => (
            <SectionEditor key={section} page={page} section={section} current={saved.get(`${page}/${section}`)} />
          ))}
        </Card>
      ))}
    </div>
  );
}
