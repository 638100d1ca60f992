reset
$D0 << EOD
1024 78.643199 76.021759 83.123628
EOD
$D1 << EOD
1024 64.749567 61.341695 71.827455
EOD
$D2 << EOD
1024 61.341695 58.720254999999995 63.963135
EOD
$D3 << EOD
1024 68.157439 58.195966999999996 68.157439
EOD
$D4 << EOD
1024 72.351743 72.346131 79.69177499999999
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("1024" 1024) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:95.5921722]
set xrange [731.4285714285714:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 15.0 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "raw@uring pubsub (floor)", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw@uring-nodefer pubsub (floor)", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("1024" 1024) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:95.5921722]
set xrange [731.4285714285714:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 15.0 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "raw@uring pubsub (floor)", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw@uring-nodefer pubsub (floor)", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub"
unset multiplot
set output
