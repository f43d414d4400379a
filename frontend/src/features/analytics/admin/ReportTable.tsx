import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorMessage } from '../../../api';
import { type CsvColumn, downloadCsv, toCsv } from './csv';
import { figureText, type FigureKind } from './figures';

// A column of a report: its title, its cell and the CSV's value (a figure's raw number: a rate
// from 0 to 1; cents, which the CSV writes as dollars).
export interface ReportColumn<Row> extends CsvColumn<Row> {
  kind?: FigureKind;
}

interface ReportTableProps<Row> {
  title: string;
  // the CSV's file name, without the range and the extension
  fileName: string;
  range: { from: string; to: string };
  columns: ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  // the report's read: its answer for this range (none while another range's is on its way)
  read: { currentData?: { items: Row[] }; isFetching: boolean; error?: unknown };
}

// a sum of money in the CSV: in dollars and cents (the shop's currency, as figureText writes it)
const csvColumnOf = <Row,>(column: ReportColumn<Row>): CsvColumn<Row> =>
  column.kind === 'cents'
    ? { title: `${column.title} (USD)`, value: (row) => (column.value(row) as number) / 100, decimals: 2 }
    : column;

const cellOf = <Row,>({ value, kind }: ReportColumn<Row>) =>
  kind ? (row: Row) => figureText(value(row) as number, kind) : (row: Row) => value(row) ?? '';

// One report of the range as a table, with what the table shows as a CSV file.
export function ReportTable<Row extends object>({
  title,
  fileName,
  range,
  columns,
  rowKey,
  read,
}: ReportTableProps<Row>) {
  const rows = read.currentData?.items ?? [];
  const tableColumns: ColumnsType<Row> = columns.map((column) => ({
    key: column.title,
    title: column.title,
    align: column.kind ? 'right' : 'left',
    render: (_, row) => cellOf(column)(row),
  }));
  const exportCsv = () =>
    downloadCsv(`${fileName}-${range.from}-to-${range.to}.csv`, toCsv(columns.map(csvColumnOf), rows));
  return (
    <Card
      className="analytics-report"
      title={<h3 className="analytics-report__title">{title}</h3>}
      extra={
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} disabled={!read.currentData}>
          Export CSV
        </Button>
      }
      role="region"
      aria-label={title}
    >
      {read.error ? (
        <Alert type="error" showIcon title={errorMessage(read.error)} />
      ) : (
        <Table<Row>
          caption={<span className="sr-only">{title}</span>}
          size="small"
          columns={tableColumns}
          dataSource={rows}
          rowKey={rowKey}
          loading={read.isFetching}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
