// A back-office list's page as the app server renders it (components/admin/list-page/list-page-data.tsx),
// for component tests: the test's address read with the list's own schema and handed to the screen,
// again after each navigation of the test's router.
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { ListAddressProvider } from '@/components/admin/list-page/list-address';
import { readListAddress, type ListDefinition, type ListQuerySchema } from '@/components/admin/list-page/list-query';

export function ListPageDouble({ list, children }: { list: ListDefinition<ListQuerySchema, unknown>; children: ReactNode }) {
  const params = useSearchParams();
  const address = readListAddress(list.schema, (name) => params.get(name), list.options);
  return <ListAddressProvider address={address}>{children}</ListAddressProvider>;
}
