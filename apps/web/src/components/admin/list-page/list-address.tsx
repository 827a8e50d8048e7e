'use client';
// The address of a back-office list as its page read it on the app server (list-query.ts): the
// screen below takes its query, filter and page from here, so the browser holds no query schema
// (decision 0022). A new address (a filter applied, the next page) is a navigation, and the page
// reads it again.
import { createContext, useContext, type ReactNode } from 'react';
import type { ListAddress } from './list-query';

const AddressContext = createContext<ListAddress<unknown> | null>(null);

export function ListAddressProvider({ address, children }: { address: ListAddress<unknown>; children: ReactNode }) {
  return <AddressContext value={address}>{children}</AddressContext>;
}

/** The address the list's page read; Q is the query the screen's page factory takes. */
export function useListAddress<Q>(): ListAddress<Q> {
  const address = useContext(AddressContext);
  if (!address) throw new Error('A list screen renders inside its page’s ListAddressProvider.');
  return address as ListAddress<Q>;
}
