set -eu
gunzip zero.png.gz
cp zero.png 'report/images/s%2Fa.day.actual.png'
cp zero.png 'report/images/s%2Fa.night.actual.png'
cp zero.png 'report/images/s%2Fb.day.actual.png'
cp zero.png 'report/images/s%2Fb.night.actual.png'
cp zero.png 'report/images/s%2Fc.day.actual.png'
cp zero.png 'report/images/s%2Fc.night.actual.png'
rm zero.png
