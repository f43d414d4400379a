import { Alert, Empty, Flex, Skeleton, type SkeletonProps } from 'antd';
import type { ReactNode } from 'react';
import type { ListState } from '../api/list-state';
import { ButtonLink } from './ButtonLink';

interface AccountListProps<Item> {
  list: ListState<Item>;
  // the list's name (its role="list" label), and what is loading ("your courses")
  label: string;
  loading: string;
  failed: string;
  empty: string;
  skeleton?: SkeletonProps;
  keyOf: (item: Item) => number | string;
  children: (item: Item) => ReactNode;
}

// A list of an account tab (My Courses, Upcoming sessions): a skeleton while it loads, its failure,
// the empty state with the way to the products, or its items.
export function AccountList<Item>({
  list,
  label,
  loading,
  failed,
  empty,
  skeleton,
  keyOf,
  children,
}: AccountListProps<Item>) {
  switch (list.status) {
    case 'loading':
      return (
        <div role="status" aria-label={`Loading ${loading}`}>
          <Skeleton active {...skeleton} />
        </div>
      );
    case 'failed':
      return <Alert type="error" showIcon title={failed} />;
    case 'empty':
      return (
        <Empty description={empty}>
          <ButtonLink to="/products" type="primary">
            Browse Products
          </ButtonLink>
        </Empty>
      );
    default:
      return (
        <Flex vertical gap="middle" role="list" aria-label={label}>
          {list.items.map((item) => (
            <div role="listitem" key={keyOf(item)}>
              {children(item)}
            </div>
          ))}
        </Flex>
      );
  }
}
