// A job's pipeline as a board: a column per stage with its count, each column paged (the first
// cards, more on 'Show more', so a job with thousands of applicants draws like one with fifty). A card moves
// by dragging it (pointer), by its handle from the keyboard (Space, arrows between columns, Space; Escape
// cancels) or by its 'Move to' menu. A move to a stage that sends a message opens the one StageMoveForm in a
// dialog (the template in the candidate's language, editable, or 'Send nothing'); the others move at once.
// On a phone one column shows at a time, chosen with a stage picker.
import { Button, HTMLSelect } from '@blueprintjs/core';
import { DragHandleVerticalIcon } from '@blueprintjs/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  isMessageStage,
  personName,
  type ApplicationStatus,
  type JobPipeline,
  type StageCounts,
} from '../../../server/contract/index.ts';
import { numberFormat } from '../../i18n/intl.ts';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { formatDateTime } from './format.ts';
import { isStage, panelPath, useBoardColumn, useBoardMove, type DeskArea } from './queries.ts';
import { StageMoveForm } from './StageMoveForm.tsx';

type Card = JobPipeline['items'][number];
interface PendingMove {
  item: Card;
  stage: ApplicationStatus;
}

const KEYS_NEXT = ['ArrowRight', 'ArrowDown'];
const KEYS_PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/** The keyboard moves a dragged card a whole column at a time: each arrow puts it over the next (or
 * previous) visible column, in the stages' order. */
const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = KEYS_NEXT.includes(event.code);
  if (!forward && !KEYS_PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, over, active, collisionRect } = context;
  const from = (over?.id ?? active?.data.current?.stage) as ApplicationStatus | undefined;
  const visible = APPLICATION_STATUSES.filter((s) => (droppableRects.get(s)?.width ?? 0) > 0);
  const at = from ? visible.indexOf(from) : -1;
  const target = visible[Math.min(visible.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect || !collisionRect) return currentCoordinates;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 8 };
};

export function PipelineBoard({ area, jobId, counts }: { area: DeskArea; jobId: number; counts: StageCounts }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [shown, setShown] = useState<ApplicationStatus>('submitted');
  const pickerId = useId();
  const move = useBoardMove(area);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  const request = (item: Card, stage: ApplicationStatus) => {
    if (stage === item.status) return;
    if (isMessageStage(stage)) setPending({ item, stage });
    else move.mutate({ id: item.id, stage });
  };
  const nameOf = (item: Card | undefined) =>
    item ? personName(i18n.language, item.candidate.firstName, item.candidate.lastName) : '';
  const stageName = (id: unknown) => (isStage(String(id)) ? t(`apply.status.${String(id) as ApplicationStatus}`) : '');
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => t('desk.board.picked', { name: nameOf(active.data.current?.item as Card) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('desk.board.over', { name: nameOf(active.data.current?.item as Card), stage: stageName(over.id) })
          : t('desk.board.notOver', { name: nameOf(active.data.current?.item as Card) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('desk.board.dropped', { name: nameOf(active.data.current?.item as Card), stage: stageName(over.id) })
          : t('desk.board.cancelled', { name: nameOf(active.data.current?.item as Card) }),
      onDragCancel: ({ active }) => t('desk.board.cancelled', { name: nameOf(active.data.current?.item as Card) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the language
    [t, i18n.language],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = active.data.current?.item as Card | undefined;
    const stage = over ? String(over.id) : null;
    if (item && isStage(stage)) request(item, stage);
  };

  return (
    <>
      <div className="desk-board__picker">
        <label htmlFor={pickerId}>{t('desk.board.stageShown')}</label>
        <HTMLSelect
          id={pickerId}
          value={shown}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (isStage(v)) setShown(v);
          }}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('desk.stageCount', { stage: t(`apply.status.${s}`), count: counts[s] })}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('desk.board.instructions') },
        }}
      >
        <div className="desk-board" data-testid="pipeline-board">
          {APPLICATION_STATUSES.map((s) => (
            <Column
              key={s}
              area={area}
              jobId={jobId}
              stage={s}
              count={counts[s]}
              shownOnPhone={s === shown}
              onMove={request}
            />
          ))}
        </div>
      </DndContext>
      <AppDialog
        isOpen={pending !== null}
        title={pending ? t('desk.board.moveTitle', { name: nameOf(pending.item) }) : ''}
        onClose={() => setPending(null)}
      >
        {pending ? (
          <div className="bp6-dialog-body">
            <StageMoveForm
              key={`${pending.item.id}-${pending.stage}`}
              area={area}
              id={pending.item.id}
              current={pending.item.status}
              initial={pending.stage}
              label={t('desk.stageLabel')}
              onMoved={() => setPending(null)}
            />
          </div>
        ) : null}
      </AppDialog>
    </>
  );
}

function Column({
  area,
  jobId,
  stage,
  count,
  shownOnPhone,
  onMove,
}: {
  area: DeskArea;
  jobId: number;
  stage: ApplicationStatus;
  count: number;
  shownOnPhone: boolean;
  onMove: (item: Card, stage: ApplicationStatus) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const column = useBoardColumn(area, jobId, stage);
  const cards = column.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      className={`desk-board__column${isOver ? ' is-over' : ''}${shownOnPhone ? ' is-shown' : ''}`}
      aria-labelledby={headingId}
      data-stage={stage}
    >
      <h2 id={headingId} className="desk-board__heading">
        {t(`apply.status.${stage}`)} <span className="desk-board__count">{count}</span>
      </h2>
      {column.isPending ? (
        <p className="muted">{t('desk.pipelineLoading')}</p>
      ) : column.isError ? (
        <p className="muted" role="alert">
          {t('desk.board.columnFailed')}
        </p>
      ) : cards.length === 0 ? (
        <p className="muted">{t('desk.board.empty')}</p>
      ) : (
        <ul className="desk-board__cards" aria-busy={column.isFetching || undefined}>
          {cards.map((item) => (
            <BoardCard key={item.id} area={area} item={item} onMove={onMove} />
          ))}
        </ul>
      )}
      {column.hasNextPage ? (
        <Button
          variant="minimal"
          fill
          loading={column.isFetchingNextPage}
          text={t('desk.board.showMore', { shown: cards.length, count })}
          onClick={() => void column.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}

function BoardCard({
  area,
  item,
  onMove,
}: {
  area: DeskArea;
  item: Card;
  onMove: (item: Card, stage: ApplicationStatus) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const name = personName(lng, item.candidate.firstName, item.candidate.lastName);
  const menuId = useId();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({
    id: `application-${item.id}`,
    data: { item, stage: item.status },
  });
  return (
    <li
      ref={setNodeRef}
      className={`desk-board__card${isDragging ? ' is-dragging' : ''}`}
      data-testid="board-card"
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <div className="desk-board__card-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="desk-board__handle"
          {...attributes}
          {...listeners}
          aria-label={t('desk.board.drag', { name })}
        >
          <DragHandleVerticalIcon size={16} aria-hidden />
        </button>
        <Link to={panelPath(area, item.id)}>{name}</Link>
      </div>
      <p className="muted">
        {t('desk.applied', { date: formatDateTime(item.appliedAt, lng) })}
        {item.rating !== null ? ` · ${t('desk.averageShort', { average: numberFormat(lng).format(item.rating) })}` : ''}
      </p>
      <label htmlFor={menuId} className="visually-hidden">
        {t('desk.moveMenu', { name })}
      </label>
      <HTMLSelect
        id={menuId}
        className="desk-board__menu"
        value=""
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isStage(v)) onMove(item, v);
        }}
      >
        <option value="">{t('desk.board.moveTo')}</option>
        {APPLICATION_STATUSES.filter((s) => s !== item.status).map((s) => (
          <option key={s} value={s}>
            {t(`apply.status.${s}`)}
          </option>
        ))}
      </HTMLSelect>
    </li>
  );
}
