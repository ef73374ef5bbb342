export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#12355b" />
      <path
        d="M20 46V18h13.5c6.6 0 10.5 3.7 10.5 9.3 0 5.7-3.9 9.4-10.5 9.4H27V46z M27 30.9h5.9c2.9 0 4.4-1.4 4.4-3.6s-1.5-3.5-4.4-3.5H27z"
        fill="#fff"
      />
      <circle cx="47" cy="44" r="4" fill="#2bb3a3" />
    </svg>
  );
}
