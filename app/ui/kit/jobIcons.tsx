// The icons of the job list and job pages (loaded with their chunks); see icons.tsx.
import { Icon, type IconProps } from './icon.tsx';

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="arrow-left"
      path16="M13.99 6.99H4.41L7.7 3.7a1.003 1.003 0 0 0-1.42-1.42l-5 5a1.014 1.014 0 0 0 0 1.42l5 5a1.003 1.003 0 0 0 1.42-1.42L4.41 8.99H14c.55 0 1-.45 1-1s-.46-1-1.01-1"
    />
  );
}
export function BookmarkIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="bookmark"
      path16="M11.2.01h-.15C11.03.01 11.02 0 11 0H5c-.02 0-.03.01-.05.01H4.8c-.44 0-.8.37-.8.82v14.75c0 .45.25.56.57.24l2.87-2.94c.31-.32.82-.32 1.13 0l2.87 2.94c.31.32.57.21.57-.24V.83C12 .38 11.64.01 11.2.01"
      path20="M6 0c-.55 0-1 .45-1 1v18c0 .55.32.68.71.29L9.3 15.7a.996.996 0 0 1 1.41 0l3.59 3.59c.38.39.7.26.7-.29V1c0-.55-.45-1-1-1z"
    />
  );
}
export function BriefcaseIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="briefcase"
      path16="M15 3.98h-3v-2c0-.55-.45-1-1-1H5c-.55 0-1 .45-1 1v2H1c-.55 0-1 .45-1 1v4h3v-1h2v1h6v-1h2v1h3v-4c0-.55-.45-1-1-1m-5 0H6v-1h4zm3 7h-2v-1H5v1H3v-1H0v4c0 .55.45 1 1 1h14c.55 0 1-.45 1-1v-4h-3z"
      path20="M19 5h-4V2c0-.55-.45-1-1-1H6c-.55 0-1 .45-1 1v3H1c-.55 0-1 .45-1 1v5h4v-1h2v1h8v-1h2v1h4V6c0-.55-.45-1-1-1m-6 0H7V3h6zm3 8h-2v-1H6v1H4v-1H0v6c0 .55.45 1 1 1h18c.55 0 1-.45 1-1v-6h-4z"
    />
  );
}
export function CalendarIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="calendar"
      path16="M11 3c.6 0 1-.5 1-1V1c0-.6-.4-1-1-1s-1 .4-1 1v1c0 .5.4 1 1 1m3-2h-1v1c0 1.1-.9 2-2 2s-2-.9-2-2V1H6v1c0 1.1-.9 2-2 2s-2-.9-2-2V1H1c-.6 0-1 .5-1 1v12c0 .6.4 1 1 1h13c.6 0 1-.4 1-1V2c0-.6-.5-1-1-1M5 13H2v-3h3zm0-4H2V6h3zm4 4H6v-3h3zm0-4H6V6h3zm4 4h-3v-3h3zm0-4h-3V6h3zM4 3c.6 0 1-.5 1-1V1c0-.6-.4-1-1-1S3 .4 3 1v1c0 .5.4 1 1 1"
    />
  );
}
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="chevron-left"
      path16="m7.41 8 3.29-3.29c.19-.18.3-.43.3-.71a1.003 1.003 0 0 0-1.71-.71l-4 4C5.11 7.47 5 7.72 5 8s.11.53.29.71l4 4a1.003 1.003 0 0 0 1.42-1.42z"
    />
  );
}
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="chevron-right"
      path16="m10.71 7.29-4-4a1.003 1.003 0 0 0-1.42 1.42L8.59 8 5.3 11.29c-.19.18-.3.43-.3.71a1.003 1.003 0 0 0 1.71.71l4-4c.18-.18.29-.43.29-.71s-.11-.53-.29-.71"
    />
  );
}
export function FilterIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="filter"
      path16="M13.99.99h-12a1.003 1.003 0 0 0-.71 1.71l4.71 4.71V14a1.003 1.003 0 0 0 1.71.71l2-2c.18-.18.29-.43.29-.71V7.41L14.7 2.7a1.003 1.003 0 0 0-.71-1.71"
    />
  );
}
export function FilterRemoveIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="filter-remove"
      path16="M12 2c0-.55-.45-1-1-1H1a1.003 1.003 0 0 0-.71 1.71L4 6.41V12a1.003 1.003 0 0 0 1.71.71l2-2c.18-.18.29-.43.29-.71V6.41l3.71-3.71c.18-.17.29-.42.29-.7m2.41 10 1.29-1.29c.19-.18.3-.43.3-.71a1.003 1.003 0 0 0-1.71-.71L13 10.59 11.71 9.3A.97.97 0 0 0 11 9a1.003 1.003 0 0 0-.71 1.71l1.3 1.29-1.29 1.29c-.19.18-.3.43-.3.71a1.003 1.003 0 0 0 1.71.71l1.29-1.3 1.29 1.29c.18.19.43.3.71.3a1.003 1.003 0 0 0 .71-1.71z"
    />
  );
}
export function MapMarkerIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="map-marker"
      path16="M8 0C4.96 0 2.49 2.39 2.49 5.33 2.49 8.28 8 16 8 16s5.51-7.72 5.51-10.67C13.5 2.39 11.04 0 8 0m0 8a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5"
    />
  );
}
export function ShareIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="share"
      path16="M10.99 13.99h-9v-9h4.76l2-2H.99c-.55 0-1 .45-1 1v11c0 .55.45 1 1 1h11c.55 0 1-.45 1-1V7.24l-2 2zm4-14h-5c-.55 0-1 .45-1 1s.45 1 1 1h2.59L7.29 7.28a1 1 0 0 0-.3.71 1.003 1.003 0 0 0 1.71.71l5.29-5.29V6c0 .55.45 1 1 1s1-.45 1-1V1c0-.56-.45-1.01-1-1.01"
    />
  );
}
export function TickCircleIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="tick-circle"
      path16="M8 16c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m4-11c-.28 0-.53.11-.71.29L7 9.59l-2.29-2.3a1.003 1.003 0 0 0-1.42 1.42l3 3c.18.18.43.29.71.29s.53-.11.71-.29l5-5A1.003 1.003 0 0 0 12 5"
    />
  );
}
export function TickIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="tick"
      path16="M14 3c-.28 0-.53.11-.71.29L6 10.59l-3.29-3.3a1.003 1.003 0 0 0-1.42 1.42l4 4c.18.18.43.29.71.29s.53-.11.71-.29l8-8A1.003 1.003 0 0 0 14 3"
    />
  );
}
export function TimeIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      name="time"
      path16="M8 0C3.58 0 0 3.58 0 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m0 14c-3.31 0-6-2.69-6-6s2.69-6 6-6 6 2.69 6 6-2.69 6-6 6m1-6.41V4c0-.55-.45-1-1-1s-1 .45-1 1v4c0 .28.11.53.29.71l2 2a1.003 1.003 0 0 0 1.42-1.42z"
    />
  );
}
