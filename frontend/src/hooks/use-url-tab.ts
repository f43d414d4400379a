import { useSearchParams } from 'react-router-dom';

// The tab named in ?tab= (the first one when it names none of them); choosing a tab writes it to
// the URL in place, so a link or a reload opens the same tab.
export function useUrlTab<Tab extends string>(tabs: readonly Tab[]): [Tab, (key: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab === requested) ?? tabs[0];
  const choose = (key: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', key);
        return params;
      },
      { replace: true },
    );
  return [active, choose];
}
