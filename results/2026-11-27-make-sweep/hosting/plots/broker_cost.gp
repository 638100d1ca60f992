reset
$D0 << EOD
100 1.5728199999999999 1.5150599999999999 1.59157
1024 15.712819999999999 14.57231 17.12468
EOD
$D1 << EOD
100 1.69896 1.67998 1.72225
1024 18.827669999999998 16.39118 19.949540000000002
EOD
$D2 << EOD
100 2.1895700000000002 2.1526199999999998 2.20161
512 12.399659999999999 11.97842 12.62375
1024 29.916169999999997 25.46524 32.08566
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "512" 512, "1,024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.7575299999999999:64.17132]
set xrange [71.42857142857143:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("100" 100, "512" 512, "1,024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.7575299999999999:64.17132]
set xrange [71.42857142857143:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub"
unset multiplot
set output
