reset
$D0 << EOD
0 0 0.24368367980202887 "1.18"
0 1 0.605618868858068 "1.52"
0 2 1.259562273151119 "2.39"
0 3 1.203968714398893 "2.30"
0 4 1.1251026683022909 "2.18"
1 0 0.404240123801745 "1.32"
1 1 0.8222905737105649 "1.77"
1 2 1.2171716598830982 "2.32"
1 3 1.172816157855572 "2.25"
1 4 0.848783103290288 "1.80"
2 0 0.3469208113199546 "1.27"
2 1 0.7155863159841824 "1.64"
2 2 0.9978175107950854 "2.00"
2 3 1.1577419584462771 "2.23"
2 4 0.8589142791687319 "1.81"
3 0 0.4590785189695041 "1.37"
3 1 0.12828347108003627 "1.09"
3 2 0.22873094019828322 "1.17"
3 3 0.340462041267333 "1.27"
3 4 0.35660271587088316 "1.28"
EOD
$D1 << EOD
3 1 "n.s."
3 2 "n.s."
3 4 "n.s."
EOD
$D2 << EOD
0 0 0.7428448533254453 "1.67"
0 1 1.076463784889777 "2.11"
0 2 1.1565198087504809 "2.23"
0 3 1.1633520138166722 "2.24"
0 4 1.074347053777246 "2.11"
1 0 0.5479403700190552 "1.46"
1 1 1.0667203124718547 "2.09"
1 2 1.0752495671958129 "2.11"
1 3 1.0620878385890675 "2.09"
1 4 0.9400436321817437 "1.92"
2 0 0.5097718678423915 "1.42"
2 1 0.9826600931295875 "1.98"
2 2 1.0880220060796248 "2.13"
2 3 1.0481078231477126 "2.07"
2 4 0.9830084324923374 "1.98"
3 0 0.42711436581703527 "1.34"
3 1 0.5365383052440488 "1.45"
3 2 0.8609238600222423 "1.82"
3 3 0.4441730719248193 "1.36"
3 4 0.32091371299251625 "1.25"
EOD
set terminal pngcairo noenhanced size 960,360 font 'sans,10'
set output "heat_nanomsg_over_nng_broker.png"
set multiplot layout 1,2 title "nanomsg ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.259562273151119:1.259562273151119]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "nanomsg / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 960,360 dynamic font 'sans,10' background '#ffffff'
set output "heat_nanomsg_over_nng_broker.svg"
set multiplot layout 1,2 title "nanomsg ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.259562273151119:1.259562273151119]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "nanomsg / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
