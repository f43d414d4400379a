import { Alert, Table, Tag } from 'antd';
import type { SiteImportReportDto } from './api';

type Row = SiteImportReportDto['rows'][number];
type Counts = SiteImportReportDto['posts'];

const OUTCOME_COLOURS: Record<Row['outcome'], string> = {
  created: 'green',
  renamed: 'gold',
  skipped: 'default',
  failed: 'red',
};

const countsLine = (what: string, counts: Counts, dryRun: boolean) =>
  `${what}: ${counts.created} ${dryRun ? 'to create' : 'created'}, ${counts.renamed} renamed, ${counts.skipped} skipped, ${counts.failed} failed`;

// What a check found or an import did: the counts, then each post and reader with why.
export function ImportReport({ report }: { report: SiteImportReportDto }) {
  const { dryRun } = report;
  return (
    <div className="imports-admin__report" role="status" aria-label="Import report">
      <Alert
        type={dryRun ? 'info' : 'success'}
        showIcon
        title={dryRun ? 'Check finished: nothing was written' : 'Import finished'}
        description={
          <ul>
            <li>{countsLine('Posts', report.posts, dryRun)}</li>
            <li>{countsLine('Subscribers', report.subscribers, dryRun)}</li>
          </ul>
        }
      />
      <Table<Row>
        size="small"
        // by position: an address twice in the export is two rows with one source id
        rowKey={(row) => report.rows.indexOf(row)}
        dataSource={report.rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          {
            title: 'Kind',
            dataIndex: 'kind',
            render: (kind: Row['kind']) => (kind === 'post' ? 'Post' : 'Subscriber'),
          },
          {
            title: 'Item',
            key: 'label',
            render: (_, row) =>
              row.target && row.outcome !== 'failed' ? <a href={row.target}>{row.label}</a> : row.label || '(untitled)',
          },
          {
            title: 'Outcome',
            dataIndex: 'outcome',
            render: (o: Row['outcome']) => <Tag color={OUTCOME_COLOURS[o]}>{o}</Tag>,
          },
          { title: 'Notes', dataIndex: 'notes', render: (notes: string[]) => notes.join(' ') },
        ]}
      />
    </div>
  );
}
