import type { ReactNode } from 'react';
import { WaitingBadge } from '../../../components/ui/catalog-row';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { US_TIME_ZONES, type Location } from '../../../lib/contract';
import type { OutboxItem } from '../../../lib/db';
import type { StoreNowOf } from '../store-now';
import { locationTexts as t } from '../texts';
import './locations-table.css';

interface LocationsTableProps {
  locations: Location[];
  storeNow: StoreNowOf;
  /** Head office's table names who runs each store; an owner's runs them all. */
  runBy?: (location: Location) => string;
  actions: (location: Location) => ReactNode;
  /** An edit of the store not yet on the server (its row shows it as it will be): marked 'Waiting to send'. */
  waiting?: (location: Location) => OutboxItem | undefined;
}

const zoneName = (zone: string) => US_TIME_ZONES.find((z) => z.id === zone)?.label ?? zone;

/** The stores with who runs each, its time zone, today's hours and whether it is open now, in its own time. */
export function LocationsTable({ locations, storeNow, runBy, actions, waiting }: LocationsTableProps) {
  // Five columns fit a tablet beside the sidebar: the address goes under the name, the time zone under today's hours.
  const columns: Column<Location>[] = [
    {
      header: t.columns.name,
      cell: (l) => (
        <>
          <strong className="locations-table__name">{l.name}</strong>
          <span className="locations-table__more">{l.address}</span>
          {waiting?.(l) && (
            <span className="locations-table__more">
              <WaitingBadge item={waiting(l)} />
            </span>
          )}
        </>
      ),
    },
    ...(runBy ? [{ header: t.columns.runBy, cell: (l: Location) => runBy(l) }] : []),
    {
      header: t.columns.today,
      cell: (l) => (
        <>
          <span className="locations-table__today">{storeNow(l).today}</span>
          <span className="locations-table__more">{t.zoneTime(zoneName(l.timeZone))}</span>
        </>
      ),
    },
    {
      header: t.columns.now,
      cell: (l) => {
        const now = storeNow(l);
        return (
          <span className="store-now" data-open={now.open}>
            {now.status}
          </span>
        );
      },
    },
    { header: t.columns.action, kind: 'actions', cell: actions },
  ];
  return <DataTable caption={t.listHeading} columns={columns} rows={locations} rowKey={(l) => l._id} />;
}
