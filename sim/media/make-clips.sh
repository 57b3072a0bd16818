#!/usr/bin/env bash
# Makes the simulator's DMS video clips: one ~6 s WebM (VP9, 480x270) per event type, each
# showing its event type as text over a moving test pattern. Needs ffmpeg and the DejaVu font
# (Debian: apt-get install ffmpeg fonts-dejavu-core). Output: sim/media/clips/<type>.webm
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p clips
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
TYPES=(DISTRACTION PHONE_USE DROWSINESS YAWNING SMOKING SEATBELT CAMERA_OBSTRUCTION)
COLORS=(0x1f4e79 0x7a1f1f 0x3d2a6b 0x1f5f4a 0x5a4a1f 0x6b2a4a 0x333333)
for i in "${!TYPES[@]}"; do
  type=${TYPES[$i]}
  label=${type//_/ }
  file="clips/$(echo "$type" | tr 'A-Z_' 'a-z-').webm"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${COLORS[$i]}:s=480x270:r=15:d=6" \
    -f lavfi -i "testsrc2=s=160x90:r=15:d=6" \
    -filter_complex "[0][1]overlay=x='(W-w)*t/6':y=H-h-12[bg];[bg]drawtext=fontfile=${FONT}:text='${label}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=60:box=1:boxcolor=black@0.45:boxborderw=10,drawtext=fontfile=${FONT}:text='DMS event clip  %{pts\\:hms}':fontcolor=white@0.85:fontsize=16:x=(w-text_w)/2:y=118" \
    -c:v libvpx-vp9 -b:v 180k -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p -an "$file"
  echo "$file $(stat -c %s "$file") bytes"
done
