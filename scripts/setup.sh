# Sourced by scripts/run and scripts/test: installs what is missing, then
# configures and builds. Debian 12 packages only; CUDA is optional and taken
# from /usr/local/cuda when it is there.

set -euo pipefail

GPULAB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GPULAB_BUILD="${GPULAB_BUILD:-$GPULAB_ROOT/build}"

GPULAB_PACKAGES=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  qt6-svg-dev # charts exported as SVG (QSvgGenerator) and read back in the tests (QSvgRenderer)
  libgl-dev libdnnl-dev ocl-icd-opencl-dev libspdlog-dev libfmt-dev
  clang-format clang-tidy clang libclang-rt-14-dev
  fonts-noto-core # Devanagari glyphs: the Hindi UI and its screenshots render without boxes
  qt6-translations-l10n # Qt's own words (qtbase_de.qm: "Aufruf:", "Unbekannte Option") in the chosen language
  # Packaging: the PNG icons (rsvg-convert), the checks of the .desktop file
  # and the AppStream metainfo, and the .deb's dependencies (dpkg-shlibdeps).
  librsvg2-bin desktop-file-utils appstream dpkg-dev
  locales # the suite also runs under de_DE.UTF-8 and tr_TR.UTF-8 (gpulab_install_locales)
  xvfb openbox # tst_lecture_hall runs in a real X window with a window manager (tests/real-window)
  # tst_screenreader reads the window over AT-SPI as Orca does (tests/atspi/run): the
  # accessibility bus (at-spi2-core), a private session bus (dbus-run-session and
  # dbus-send: dbus-daemon, dbus-bin) and Atspi 2.0 for Debian's /usr/bin/python3.
  at-spi2-core dbus-daemon dbus-bin python3-gi gir1.2-atspi-2.0
)

# The locales the suite is run under besides C (scripts/test's locale stage):
# German's decimal comma and Turkish's dotless i.
GPULAB_TEST_LOCALES=(de_DE.UTF-8 tr_TR.UTF-8)

gpulab_log() { printf 'gpulab setup: %s\n' "$*" >&2; }

gpulab_install_packages() {
  local missing=()
  local p
  for p in "${GPULAB_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  gpulab_log "installing missing packages: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Generates the test locales that are missing (localedef, from the locales package).
gpulab_install_locales() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  local l have
  have="$(locale -a 2>/dev/null | LC_ALL=C tr '[:upper:]' '[:lower:]' | sed 's/utf-8/utf8/')"
  for l in "${GPULAB_TEST_LOCALES[@]}"; do
    if ! grep -qx "$(printf '%s' "$l" | LC_ALL=C tr '[:upper:]' '[:lower:]' | sed 's/utf-8/utf8/')" <<<"$have"; then
      gpulab_log "generating the locale $l"
      "${sudo[@]}" localedef -i "${l%%.*}" -f UTF-8 "$l"
    fi
  done
}

# $1: ON to build the tests. Extra CMake arguments may follow.
gpulab_configure() {
  local tests="$1"
  shift
  local generator=()
  if [ ! -f "$GPULAB_BUILD/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  fi
  cmake -S "$GPULAB_ROOT" -B "$GPULAB_BUILD" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=Release -DGPULAB_BUILD_TESTS="$tests" "$@" >&2
}

# Configures (as gpulab_configure) and builds.
gpulab_build() {
  gpulab_configure "$@"
  cmake --build "$GPULAB_BUILD" --parallel "${GPULAB_JOBS:-2}" >&2
}
