import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconPlayerPause,
  IconPlus,
  IconSearch,
  IconTools,
} from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { useServiceMatrix, type ServiceMatrix as Matrix } from '../api/services-api.ts';
import { overflowEdges, scrollHint } from '../matrix-scroll-hint.ts';
import { messages } from '../messages.ts';
import classes from './service-matrix.module.css';
import { CellVisitCountsText, MatrixWeekSelect } from './matrix-week.tsx';
import { ServiceEntryDialog } from './service-entry-modal.tsx';

const t = messages.matrix;
const ROW_HEIGHT = 44;
/** The header row's least height; it grows until the longest service title fits whole. */
const HEADER_HEIGHT = 56;
/** The header cell's padding above and below its title. */
const HEADER_PADDING = 12;
const COLUMN_WIDTH = 140;
/** The matrix's filter waits this long after the last key before it reaches the URL. */
const SEARCH_DEBOUNCE_MS = 300;

type Property = Matrix['properties'][number];

/** What a cell opens: the entry's edit dialog, or 'Leistung hinzufügen' with its service. */
interface OpenCell {
  propertyId: string;
  entryId: string | null;
  serviceId: string;
}

/**
 * /tours 'Leistungsverzeichnis': properties × active services. Rows and columns are virtualised
 * (1,000 × 50 cells stay fast); the header row and the property column stay in view.
 */
export function ServiceMatrix({
  projectId,
  onGoToSettings,
}: {
  projectId: string;
  onGoToSettings: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [input, setInput] = useState(search);
  const commit = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('search', value.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);
  const week = params.get('week');
  const matrix = useServiceMatrix(projectId, search, week);
  const [open, setOpen] = useState<OpenCell | null>(null);

  if (matrix.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  }
  if (matrix.data && matrix.data.services.length === 0) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" maw={460}>
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Text ta="center">{t.noServices}</Text>
          <Button onClick={onGoToSettings}>{t.toSettings}</Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t.search}
          placeholder={t.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={input}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            commit(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <MatrixWeekSelect
          value={week}
          onChange={(monday) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (monday) next.set('week', monday);
                else next.delete('week');
                return next;
              },
              { replace: true },
            )
          }
        />
        <Legend />
      </Group>
      <QueryError query={matrix} />
      {matrix.data ? (
        matrix.data.properties.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{search ? t.noPropertiesFound : t.noProperties}</Text>
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t.count(matrix.data.properties.length, matrix.data.services.length)}
            </Text>
            <MatrixGrid
              matrix={matrix.data}
              busy={matrix.isFetching}
              filter={matrix.isPlaceholderData ? null : search}
              onOpen={(property, serviceId) => {
                const entry = property.entries.find((e) => e.serviceId === serviceId);
                setOpen({ propertyId: property.id, entryId: entry?.id ?? null, serviceId });
              }}
            />
          </>
        )
      ) : null}
      {open ? (
        <ServiceEntryDialog
          projectId={projectId}
          propertyId={open.propertyId}
          entryId={open.entryId}
          presetServiceId={open.serviceId}
          opened
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}

const STATES = {
  planned: { text: t.planned, icon: IconCheck, color: 'teal' },
  paused: { text: t.paused, icon: IconPlayerPause, color: 'gray' },
  none: { text: t.none, icon: IconPlus, color: 'gray' },
} as const;
type CellState = keyof typeof STATES;

/** What the cell symbols mean; the cells refer to it as their description. */
function Legend() {
  return (
    <Group gap="md" wrap="wrap">
      {(Object.keys(STATES) as CellState[]).map((state) => {
        const { text, icon: Icon, color } = STATES[state];
        return (
          <Group key={state} gap={4} wrap="nowrap">
            <ThemeIcon size="sm" variant={state === 'planned' ? 'filled' : 'light'} color={color}>
              <Icon size={14} aria-hidden />
            </ThemeIcon>
            <Text size="sm" id={`matrix-state-${state}`}>
              {text}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

interface MatrixGridProps {
  matrix: Matrix;
  busy: boolean;
  /** The filter the shown rows answer (null while they are the previous filter's). */
  filter: string | null;
  onOpen: (property: Property, serviceId: string) => void;
}

function MatrixGrid({ matrix, busy, filter, onOpen }: MatrixGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Other rows start at the top (a refresh of the same filter keeps the place).
  useEffect(() => {
    if (filter !== null) scroller.current?.scrollTo({ top: 0 });
  }, [filter]);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const nameWidth = phone ? 150 : 240;
  const { properties, services } = matrix;
  const rows = useVirtualizer({
    count: properties.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: services.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COLUMN_WIDTH,
    overscan: 3,
  });
  const width = nameWidth + columns.getTotalSize();
  const measurer = useRef<HTMLDivElement>(null);
  const headerHeight = useTitleHeight(measurer, services);
  const edges = useOverflowEdges(scroller, width);
  const hint = scrollHint(edges);

  // Arrow keys move between cells, bringing rows and columns that are not rendered yet in view.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const column = Number(target.dataset.column);
    if (!Number.isInteger(row) || !Number.isInteger(column)) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (!move) return;
    const nextRow = row + move[0];
    const nextColumn = column + move[1];
    if (nextRow < 0 || nextRow >= properties.length) return;
    if (nextColumn < 0 || nextColumn >= services.length) return;
    event.preventDefault();
    rows.scrollToIndex(nextRow);
    columns.scrollToIndex(nextColumn);
    const focus = (attempt: number) => {
      const next = scroller.current?.querySelector<HTMLElement>(
        `[data-row="${nextRow}"][data-column="${nextColumn}"]`,
      );
      if (next) next.focus({ preventScroll: false });
      else if (attempt < 5) requestAnimationFrame(() => focus(attempt + 1));
    };
    requestAnimationFrame(() => focus(0));
  }

  return (
    <Stack gap={4}>
      {/* Every title laid out once at the column's width: the header row is as tall as the longest. */}
      <div ref={measurer} className={classes.measurer} aria-hidden>
        {services.map((service) => (
          <span
            key={service.id}
            lang="de"
            className={classes.title}
            style={{ width: COLUMN_WIDTH - 12 }}
          >
            {service.title}
          </span>
        ))}
      </div>
      <Text size="xs" c="dimmed" aria-live="polite" mih={18} className={classes.hint}>
        {hint ? (
          <>
            {edges.left ? <IconArrowLeft size={14} aria-hidden /> : null}
            {hint}
            {edges.right ? <IconArrowRight size={14} aria-hidden /> : null}
          </>
        ) : null}
      </Text>
      <div className={classes.frame} data-more-left={edges.left} data-more-right={edges.right}>
        <Box
          ref={scroller}
          className={classes.scroller}
          role="table"
          aria-label={t.label}
          aria-rowcount={properties.length + 1}
          aria-colcount={services.length + 1}
          aria-busy={busy}
          onKeyDown={onKeyDown}
        >
          <div role="rowgroup" className={classes.header} style={{ width, height: headerHeight }}>
            <div role="row" aria-rowindex={1} style={{ height: headerHeight }}>
              <div
                role="columnheader"
                aria-colindex={1}
                className={classes.corner}
                style={{ width: nameWidth, height: headerHeight }}
              >
                {t.property}
              </div>
              {columns.getVirtualItems().map((column) => {
                const service = services[column.index];
                if (!service) return null;
                return (
                  <div
                    key={service.id}
                    role="columnheader"
                    aria-colindex={column.index + 2}
                    className={classes.columnHeader}
                    style={{
                      left: nameWidth + column.start,
                      width: column.size,
                      height: headerHeight,
                    }}
                  >
                    <span lang="de" className={classes.title}>
                      {service.title}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
          <div role="rowgroup" style={{ position: 'relative', width, height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((virtualRow) => {
              const property = properties[virtualRow.index];
              if (!property) return null;
              return (
                <div
                  key={property.id}
                  role="row"
                  aria-rowindex={virtualRow.index + 2}
                  className={classes.row}
                  style={{
                    width,
                    height: ROW_HEIGHT,
                    transform: `translateY(${virtualRow.start}px)`,
                  }}
                >
                  <div
                    role="rowheader"
                    aria-colindex={1}
                    className={classes.rowHeader}
                    title={property.name}
                    style={{ width: nameWidth, height: ROW_HEIGHT }}
                  >
                    <span className={classes.truncate}>{property.name}</span>
                  </div>
                  {columns.getVirtualItems().map((column) => {
                    const service = services[column.index];
                    if (!service) return null;
                    const entry = property.entries.find((e) => e.serviceId === service.id);
                    const state: CellState = entry ? (entry.active ? 'planned' : 'paused') : 'none';
                    const { icon: Icon, color } = STATES[state];
                    const counts = entry?.visits;
                    return (
                      <div
                        key={service.id}
                        role="cell"
                        aria-colindex={column.index + 2}
                        className={classes.cell}
                        style={{
                          left: nameWidth + column.start,
                          width: column.size,
                          height: ROW_HEIGHT,
                        }}
                      >
                        <button
                          type="button"
                          className={classes.cellButton}
                          data-state={state}
                          data-row={virtualRow.index}
                          data-column={column.index}
                          aria-label={
                            counts?.planned ? undefined : t.cellLabel(property.name, service.title)
                          }
                          aria-describedby={`matrix-state-${state}`}
                          onClick={() => onOpen(property, service.id)}
                        >
                          <ThemeIcon
                            size="sm"
                            variant={state === 'planned' ? 'filled' : 'light'}
                            color={color}
                            className={state === 'none' ? classes.emptyIcon : undefined}
                          >
                            <Icon size={14} aria-hidden />
                          </ThemeIcon>
                          {counts?.planned ? (
                            <CellVisitCountsText
                              name={t.cellLabel(property.name, service.title)}
                              counts={counts}
                            />
                          ) : null}
                        </button>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </Box>
      </div>
    </Stack>
  );
}

/** The height the longest service title needs at the column's width, hyphenated (German). */
function useTitleHeight(measurer: RefObject<HTMLDivElement | null>, services: Matrix['services']) {
  const [height, setHeight] = useState(HEADER_HEIGHT);
  useLayoutEffect(() => {
    const box = measurer.current;
    if (!box) return;
    const measure = () => {
      const tallest = Math.max(
        0,
        ...[...box.children].map((child) => (child as HTMLElement).offsetHeight),
      );
      setHeight(Math.max(HEADER_HEIGHT, Math.ceil(tallest) + HEADER_PADDING));
    };
    measure();
    // The web font may arrive after the first layout and change the lines.
    void document.fonts?.ready.then(measure);
  }, [measurer, services]);
  return height;
}

/** Whether columns lie off-screen on either side, following scrolling and resizing. */
function useOverflowEdges(scroller: RefObject<HTMLDivElement | null>, contentWidth: number) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const update = () =>
      setEdges((current) => {
        const next = overflowEdges(box);
        return current.left === next.left && current.right === next.right ? current : next;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scroller, contentWidth]);
  return edges;
}
