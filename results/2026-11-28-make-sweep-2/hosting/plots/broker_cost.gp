reset
$D0 << EOD
100 5.96258 4.6324700000000005 6.36945
256 14.54718 12.562629999999999 14.90391
512 22.545630000000003 22.365299999999998 26.85502
EOD
$D1 << EOD
100 5.480390000000001 4.8481499999999995 6.01265
256 13.7868 13.41414 14.30727
512 25.859099999999998 25.40325 26.59441
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:30.883272999999996]
set xrange [71.42857142857143:716.8]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 15.0 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "256" 256, "512" 512) font ',8'
set logscale x 2
unset logscale y
set format y '%g'
set yrange [0.0:30.883272999999996]
set xrange [71.42857142857143:716.8]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 15.0 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed"
unset multiplot
set output
