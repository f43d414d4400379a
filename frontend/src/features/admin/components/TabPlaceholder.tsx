// What a dashboard tab shows until its issue fills it.
export function TabPlaceholder({ children }: { children: string }) {
  return <p className="admin-tab-placeholder">{children}</p>;
}
